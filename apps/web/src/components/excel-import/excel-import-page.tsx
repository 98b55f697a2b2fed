import { UnorderedListOutlined } from '@ant-design/icons';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { announceDataChange, type DataChange } from '../data-sync/data-change';
import { formatWon } from '../data-table/cell-format';
import { fieldLabel } from '../form-page/zod-form';
import { TitledPage } from '../page-head/page-head';
import { ExcelImport, type SampleColumn } from './excel-import';

type Props = {
  title: string;
  description: ReactNode;
  /** The importer's name on the server (`customer`). */
  entity: string;
  /** What is imported, for the texts ("거래처"). */
  entityLabel: string;
  columns: readonly SampleColumn[];
  /** The lists to refresh when the last row is written: this window's queries, the other windows' entity. */
  refresh: { queryKey: QueryKey; change: DataChange };
  /** The button on the result: where the imported rows are seen. */
  back: { to: string; label: string };
};

/**
 * An Excel upload screen: the title, the generic importer, and on its result a button to the
 * list the rows went to; the lists that show them refresh in every window.
 */
export const ExcelImportPage = ({
  title,
  description,
  entity,
  entityLabel,
  columns,
  refresh,
  back,
}: Props) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <TitledPage title={title} description={description}>
      <ExcelImport
        entity={entity}
        entityLabel={entityLabel}
        sampleColumns={columns}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: refresh.queryKey });
          announceDataChange(refresh.change);
        }}
        doneActions={
          <Button type="primary" icon={<UnorderedListOutlined />} onClick={() => navigate(back.to)}>
            {back.label}
          </Button>
        }
      />
    </TitledPage>
  );
};

/** A sheet cell that holds a yes/no, as the preview shows it. */
export const yesNoSample = (v: unknown) => (v === true ? '예' : v === false ? '아니오' : '');

/** A sheet cell that holds an amount in won. */
export const wonSample = (v: unknown) => (typeof v === 'number' ? formatWon(v) : '');

/**
 * The preview's columns of an import: each field labelled as in its form, with a format where the
 * raw value does not read well (a yes/no, an amount).
 */
export const sampleColumnsOf = <K extends string>(
  schema: z.ZodType,
  keys: readonly K[],
  formats: Partial<Record<K, (value: unknown) => string>> = {},
): SampleColumn[] =>
  keys.map((key) => {
    const format = formats[key];
    return { key, label: fieldLabel(schema, key), ...(format ? { format } : {}) };
  });
