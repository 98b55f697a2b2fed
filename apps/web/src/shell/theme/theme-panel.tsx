import { CheckOutlined } from '@ant-design/icons';
import { Button, Drawer, Tooltip, Typography } from 'antd';
import { useThemeScheme } from './theme-context';
import { COLOR_SCHEMES, type ThemeChoice } from './theme-schemes';

const SchemeGrid = ({ part, label }: { part: keyof ThemeChoice; label: string }) => {
  const { choice, choose } = useThemeScheme();
  return (
    <section className="erp-theme-section" aria-label={label} data-part={part}>
      <Typography.Title level={5}>{label}</Typography.Title>
      <div className="erp-theme-swatches">
        {COLOR_SCHEMES.map((scheme) => {
          const selected = choice[part] === scheme.id;
          return (
            <Tooltip key={scheme.id} title={scheme.label}>
              <button
                type="button"
                className={selected ? 'erp-theme-swatch erp-theme-swatch-selected' : 'erp-theme-swatch'}
                style={{ background: scheme.background, color: scheme.tone === 'dark' ? '#fff' : '#333' }}
                aria-label={`${label}: ${scheme.label}`}
                aria-pressed={selected}
                data-scheme={scheme.id}
                onClick={() => choose(part, scheme.id)}
              >
                {selected && <CheckOutlined />}
              </button>
            </Tooltip>
          );
        })}
      </div>
    </section>
  );
};

/** SPEC §2.24: colour schemes for header and sidebar, and a restore-default button. */
export const ThemePanel = () => {
  const { panelOpen, setPanelOpen, restoreDefault } = useThemeScheme();
  return (
    <Drawer
      title="테마 설정"
      open={panelOpen}
      onClose={() => setPanelOpen(false)}
      size={360}
      rootClassName="erp-theme-panel"
      footer={
        <Button block onClick={restoreDefault}>
          기본값으로 복원
        </Button>
      }
    >
      <SchemeGrid part="header" label="헤더 색상" />
      <SchemeGrid part="sidebar" label="사이드바 색상" />
    </Drawer>
  );
};
