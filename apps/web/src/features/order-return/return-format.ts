import { defaultDisposition, RETURN_DISPOSITION_LABELS, type ReturnKind } from '@erp/domain';

/** What the examination will do with the units of a return of this kind, in words. */
export const defaultDispositionLabel = (kind: ReturnKind): string =>
  RETURN_DISPOSITION_LABELS[defaultDisposition(kind)];
