import {
  CAR_LIST_SPEC,
  type Car,
  type CarInput,
  type CarInterfaceInput,
  carModelKey,
  decodeVin,
  type ListPage,
  type ListQuery,
  normalizeVin,
  type VehicleAttribute,
  type VinLookup,
  vinPattern,
  withParticle,
} from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import { type AuditActor, type AuditEntry, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  countedPage,
  kstDay,
  listColumnsOf,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { customers } from '../customer/customer.table.js';
import { readStoredImage, removeStoredImage, storeImage } from '../upload/image-store.js';
import { cars } from './car.table.js';
import { decodeVinRemote, toVehicleAttributes, type VinDecoderConfig } from './vin-decoder.adapter.js';

// Cars by VIN and plate (CarInfo/CarDataInfo, the car calls of SPEC §7.5). A VIN is stored once;
// saving it again updates what is known. Decoded data keeps the decoder's English names and is
// shown with the Korean labels of the translation table.

const FILE_AREA = 'cars';
type CarRow = typeof cars.$inferSelect;

const selectCars = (db: DbOrTx) =>
  db
    .select({ car: cars, customerName: customers.name })
    .from(cars)
    .leftJoin(customers, eq(customers.code, cars.customerCode));

const toCar = (row: CarRow, customerName: string | null): Car => ({
  id: row.id,
  vin: row.vin,
  carNo: row.carNo,
  maker: row.maker,
  model: row.model,
  modelYear: row.modelYear,
  engine: row.engine,
  customerCode: row.customerCode,
  customerName,
  memo: row.memo,
  attributes: (row.attributes as VehicleAttribute[]) ?? [],
  decodedBy: row.decodedBy,
  hasFile: row.fileStoredName !== null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const getCarById = async (db: DbOrTx, id: number): Promise<Car> => {
  const [row] = await selectCars(db).where(eq(cars.id, id));
  if (!row) throw new AppError('E2001', `차량 ${withParticle(id, '을/를')} 찾을 수 없습니다.`);
  return toCar(row.car, row.customerName);
};

export const findCarByVin = async (db: DbOrTx, vin: string): Promise<Car | null> => {
  const [row] = await selectCars(db).where(eq(cars.vin, normalizeVin(vin)));
  return row ? toCar(row.car, row.customerName) : null;
};

const assertCustomer = async (db: DbOrTx, code: string | null | undefined): Promise<void> => {
  if (!code) return;
  const [row] = await db.select({ code: customers.code }).from(customers).where(eq(customers.code, code));
  if (!row) throw new AppError('E0422', `거래처 코드: 등록되지 않은 거래처입니다 (${code}).`);
};

type CarFields = Omit<CarInput, 'vin'> & {
  vin?: string | null | undefined;
  attributes?: VehicleAttribute[];
  decodedBy?: string | null;
};

/**
 * Saves a car (info only save / interface insert): a known VIN is updated with the fields given
 * (empty ones keep what was there), a new VIN or a car without one is inserted.
 */
export const saveCar = async (
  db: Db,
  input: CarFields,
  actor: AuditActor,
  via: 'info' | 'interface',
): Promise<Car> =>
  db.transaction(async (tx) => {
    await assertCustomer(tx, input.customerCode);
    const vin = input.vin ? normalizeVin(input.vin) : null;
    const [existing] = vin ? await tx.select().from(cars).where(eq(cars.vin, vin)).for('update') : [];
    const fields = {
      carNo: input.carNo ?? existing?.carNo ?? null,
      maker: input.maker ?? existing?.maker ?? null,
      model: input.model ?? existing?.model ?? null,
      modelYear: input.modelYear ?? existing?.modelYear ?? null,
      engine: input.engine ?? existing?.engine ?? null,
      customerCode: input.customerCode ?? existing?.customerCode ?? null,
      memo: input.memo ?? existing?.memo ?? null,
      ...(input.attributes ? { attributes: input.attributes, decodedBy: input.decodedBy ?? via } : {}),
    };
    const modelKey = carModelKey(fields.model);
    let id: number;
    if (existing) {
      await tx
        .update(cars)
        .set({ ...fields, modelKey, updatedAt: sql`now()`, version: sql`${cars.version} + 1` })
        .where(eq(cars.id, existing.id));
      id = existing.id;
    } else {
      const [row] = await tx
        .insert(cars)
        .values({
          ...fields,
          vin,
          vinPattern: vin ? vinPattern(vin) : null,
          modelKey,
          createdBy: actor.accountId,
        })
        .onConflictDoNothing()
        .returning({ id: cars.id });
      // Two people saving the same new VIN at once: the second is told, not given a 500.
      if (!row)
        throw new AppError('E0409', '다른 사용자가 같은 차대번호를 먼저 저장했습니다. 다시 저장하세요.');
      id = row.id;
    }
    const car = await getCarById(tx, id);
    await writeAudit(tx, actor, {
      action: existing ? `car.modify.${via}` : `car.create.${via}`,
      entity: 'car',
      entityId: car.id,
      before: existing ?? null,
      after: car,
    });
    return car;
  });

export const saveCarFromInterface = async (
  db: Db,
  input: CarInterfaceInput,
  actor: AuditActor,
): Promise<Car> =>
  saveCar(
    db,
    {
      ...input,
      memo: undefined,
      attributes: input.attributes ? toVehicleAttributes(input.attributes) : undefined,
    },
    actor,
    'interface',
  );

/** VIN single search: the local reading, the remote decoder's answer and the stored car. */
export const lookupVin = async (db: DbOrTx, decoder: VinDecoderConfig, input: string): Promise<VinLookup> => {
  const decoded = decodeVin(input);
  const car = decoded.valid ? await findCarByVin(db, decoded.vin) : null;
  const remote = decoded.valid
    ? await decodeVinRemote(decoder, decoded.vin)
    : {
        configured: Boolean(decoder.baseUrl),
        ok: false,
        message: decoded.reason,
        maker: null,
        model: null,
        modelYear: null,
        engine: null,
        attributes: [],
      };
  return {
    vin: decoded.vin,
    local: decoded.valid
      ? {
          valid: true,
          reason: null,
          wmi: decoded.wmi,
          modelYears: decoded.modelYears,
          checkDigitMatches: decoded.checkDigit.matches,
          warnings: decoded.warnings,
        }
      : {
          valid: false,
          reason: decoded.reason,
          wmi: null,
          modelYears: [],
          checkDigitMatches: null,
          warnings: [],
        },
    remote,
    car,
  };
};

const CAR_COLUMNS = listColumnsOf(CAR_LIST_SPEC, {
  carNo: cars.carNo,
  vin: cars.vin,
  maker: cars.maker,
  model: cars.model,
  customerCode: cars.customerCode,
  updatedAt: kstDay(cars.updatedAt),
});

/** Car number list: cars by plate (any part of it), VIN, model or customer. */
export const listCars = async (db: DbOrTx, query: ListQuery): Promise<ListPage<Car>> => {
  const filters = query.filters.map((f) =>
    (f.field === 'carNo' || f.field === 'vin') && typeof f.value === 'string'
      ? { ...f, value: f.field === 'vin' ? normalizeVin(f.value) : f.value.replace(/\s/g, '') }
      : f,
  );
  const keyword = query.keyword?.replace(/\s/g, '');
  const where = listWhere(
    CAR_LIST_SPEC,
    CAR_COLUMNS,
    filters,
    keyword
      ? sql`(${cars.carNo} like ${`%${keyword}%`} or ${cars.vin} like ${`${keyword.toUpperCase()}%`})`
      : undefined,
  );
  const select = selectCars(db)
    .where(where)
    .orderBy(...listOrderBy(CAR_COLUMNS, query.sort, cars.id));
  return countedPage(db, cars, where, query, select, (r) => toCar(r.car, r.customerName));
};

/** Info delete: the car goes; fitment records stay (they are knowledge about the model). */
export const deleteCar = async (db: Db, dataDir: string, id: number, actor: AuditActor): Promise<void> => {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(cars).where(eq(cars.id, id)).returning();
    if (!row) throw new AppError('E2001', `차량 ${withParticle(id, '을/를')} 찾을 수 없습니다.`);
    await writeAudit(tx, actor, { action: 'car.delete', entity: 'car', entityId: id, before: row });
    return row;
  });
  if (removed.fileStoredName) await removeStoredImage(dataDir, FILE_AREA, removed.fileStoredName);
};

/** A photo of the car's registration card (or the car): one per car; a new one replaces it. */
export const uploadCarFile = async (
  db: Db,
  dataDir: string,
  id: number,
  file: { fileName: string; buffer: Buffer },
  actor: AuditActor,
): Promise<Car> => {
  await getCarById(db, id);
  const stored = await storeImage(dataDir, FILE_AREA, file);
  return replaceCarFile(
    db,
    dataDir,
    id,
    actor,
    'car.file.upload',
    {
      fileName: file.fileName.slice(0, 200),
      fileStoredName: stored.storedName,
      fileContentType: stored.contentType,
    },
    () => ({ after: { fileName: file.fileName } }),
  );
};

/** File reset: the car's file is removed. */
export const resetCarFile = async (db: Db, dataDir: string, id: number, actor: AuditActor): Promise<Car> =>
  replaceCarFile(
    db,
    dataDir,
    id,
    actor,
    'car.file.reset',
    { fileName: null, fileStoredName: null, fileContentType: null },
    (before) => ({ before: { fileName: before.fileName } }),
  );

/**
 * Sets or clears the car's file in one transaction, then removes the stored file it replaced
 * (after the commit, so a rolled-back change never loses the file still named by the row).
 */
const replaceCarFile = async (
  db: Db,
  dataDir: string,
  id: number,
  actor: AuditActor,
  action: 'car.file.upload' | 'car.file.reset',
  file: { fileName: string | null; fileStoredName: string | null; fileContentType: string | null },
  trail: (before: typeof cars.$inferSelect) => Pick<AuditEntry, 'before' | 'after'>,
): Promise<Car> => {
  const previous = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(cars).where(eq(cars.id, id)).for('update');
    if (!before) throw new AppError('E2001', `차량 ${withParticle(id, '을/를')} 찾을 수 없습니다.`);
    await tx
      .update(cars)
      .set({ ...file, updatedAt: sql`now()` })
      .where(eq(cars.id, id));
    await writeAudit(tx, actor, { action, entity: 'car', entityId: id, ...trail(before) });
    return before.fileStoredName;
  });
  if (previous) await removeStoredImage(dataDir, FILE_AREA, previous);
  return getCarById(db, id);
};

export const readCarFile = async (db: DbOrTx, dataDir: string, id: number) => {
  const [row] = await db.select().from(cars).where(eq(cars.id, id));
  if (!row?.fileStoredName) throw new AppError('E2001', '차량 파일이 없습니다.');
  return {
    fileName: row.fileName ?? 'car',
    contentType: row.fileContentType ?? 'application/octet-stream',
    buffer: await readStoredImage(dataDir, FILE_AREA, row.fileStoredName),
  };
};
