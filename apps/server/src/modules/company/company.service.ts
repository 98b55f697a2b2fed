import type { CompanyProfile, CompanyProfileInput } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { companyProfile } from './company.table.js';

export type { CompanyProfile };

export const COMPANY_CODE = '00001';

export const getCompanyProfile = async (db: DbOrTx): Promise<CompanyProfile> => {
  const [row] = await db.select().from(companyProfile).where(eq(companyProfile.code, COMPANY_CODE));
  if (!row)
    throw new AppError('E2001', '회사 정보가 등록되지 않았습니다. 관리자가 회사 정보를 먼저 등록하세요.');
  const { updatedBy: _by, updatedAt: _at, ...profile } = row;
  return profile;
};

export const saveCompanyProfile = async (
  db: Db,
  input: CompanyProfileInput,
  actor: AuditActor,
): Promise<CompanyProfile> =>
  db.transaction(async (tx) => {
    const [before] = await tx.select().from(companyProfile).where(eq(companyProfile.code, COMPANY_CODE));
    await tx
      .insert(companyProfile)
      .values({ ...input, code: COMPANY_CODE, updatedBy: actor.accountId })
      .onConflictDoUpdate({
        target: companyProfile.code,
        set: { ...input, updatedBy: actor.accountId, updatedAt: sql`now()` },
      });
    await writeAudit(tx, actor, {
      action: 'company.profile.save',
      entity: 'company',
      entityId: COMPANY_CODE,
      before,
      after: input,
    });
    return getCompanyProfile(tx);
  });
