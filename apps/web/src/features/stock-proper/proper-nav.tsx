import { linkTo, stockProperScreens } from '@erp/domain';
import { Segmented } from 'antd';
import { useNavigate } from 'react-router';

const STEPS = [
  { value: 'calc', label: '1. 계산 조건', path: linkTo(stockProperScreens.stockAppropriateCalculation) },
  { value: 'review', label: '2. 계산 결과', path: linkTo(stockProperScreens.stockCalculation) },
  { value: 'apply', label: '3. 반영·이력', path: linkTo(stockProperScreens.stockAutoChange) },
] as const;

/** The three steps of proper stock as tabs at the right of each step's title. */
export const ProperNav = ({ current }: { current: (typeof STEPS)[number]['value'] }) => {
  const navigate = useNavigate();
  return (
    <Segmented
      aria-label="적정 재고 단계"
      value={current}
      options={STEPS.map((s) => ({ value: s.value, label: s.label }))}
      onChange={(value) => {
        const step = STEPS.find((s) => s.value === value);
        if (step) navigate(step.path);
      }}
    />
  );
};
