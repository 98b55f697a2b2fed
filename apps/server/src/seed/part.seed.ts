import { gs1CheckDigit, type PartInput } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { insertPart } from '../modules/part/part.service.js';
import { brands, partKinds, partLocations, parts } from '../modules/part/part.table.js';
import { partBarcodes } from '../modules/part/part-barcode.table.js';
import { supplierParts } from '../modules/part/part-supplier.table.js';
import { suppliers } from '../modules/supplier/supplier.table.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import type { DbOrTx, Tx } from '../platform/db/database.js';
import { NAME_SYLLABLES } from './customer.seed.js';

// Demo parts as a Korean auto-parts trader stocks them (batteries with old-part payback codes,
// filters, lamps, brake pads, wipers), and a deterministic bulk generator for benchmarks.

const BRANDS = [
  ['ROCKET', '로케트', 'Rocket', '세방전지', '대한민국'],
  ['DELKO', '델코', 'Delkor', '델코', '대한민국'],
  ['ATLASBX', '아트라스BX', 'AtlasBX', '한국앤컴퍼니', '대한민국'],
  ['MOBIS', '현대모비스', 'Hyundai Mobis', '현대모비스', '대한민국'],
  ['SANGSIN', '상신브레이크', 'Sangsin', '상신브레이크', '대한민국'],
  ['BOSCH', '보쉬', 'Bosch', 'Robert Bosch', '독일'],
  ['DENSO', '덴소', 'Denso', 'Denso', '일본'],
  ['CAPAS', '캐프', 'CAPAS', '캐프', '대한민국'],
] as const;

// [code, name, old payback code]: batteries leave an old battery behind, paid back by size class.
const KINDS = [
  ['01', '배터리', null],
  ['0101', '승용 배터리', null],
  ['010101', '60AH 이하', 'BAT-S'],
  ['010102', '70~80AH', 'BAT-M'],
  ['010103', '90AH 이상', 'BAT-L'],
  ['0102', '화물 배터리', null],
  ['010201', '100AH 이상', 'BAT-XL'],
  ['02', '필터', null],
  ['0201', '오일필터', null],
  ['020101', '엔진 오일필터', null],
  ['0202', '에어필터', null],
  ['020201', '엔진 에어필터', null],
  ['020202', '에어컨 필터', null],
  ['0203', '연료필터', null],
  ['020301', '디젤 연료필터', null],
  ['03', '램프', null],
  ['0301', '헤드램프', null],
  ['030101', '헤드램프 어셈블리', null],
  ['0302', '테일램프', null],
  ['030201', '테일램프 어셈블리', null],
  ['0303', '안개등', null],
  ['030301', '안개등 어셈블리', null],
  ['04', '브레이크', null],
  ['0401', '브레이크패드', null],
  ['040101', '앞 패드', null],
  ['040102', '뒤 패드', null],
  ['0402', '브레이크디스크', null],
  ['040201', '앞 디스크', null],
  ['05', '와이퍼', null],
  ['0501', '와이퍼 블레이드', null],
  ['050101', '일반 와이퍼', null],
  ['06', '점화', null],
  ['0601', '점화플러그', null],
  ['060101', '백금 플러그', null],
] as const;

const SUPPLIERS = [
  ['세방전지 수도권대리점', '김세방', '02-2679-1100'],
  ['델코 서부총판', '이델코', '032-812-4400'],
  ['모비스 부품 대리점', '박모비', '031-429-3300'],
  ['상신유통', '최상신', '051-327-7700'],
  ['보쉬 카서비스 유통', '정보쉬', '02-3472-8800'],
] as const;

type DemoPart = {
  input: Partial<PartInput> & { partNo: string; name: string };
  barcode?: string;
  supplier?: number;
  location?: string;
};

/** A valid EAN-13 from the Korean prefix 880 and nine digits. */
export const demoEan13 = (nine: number): string => {
  const body = `880${String(nine).padStart(9, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
};

const DEMO_PARTS: readonly DemoPart[] = [
  {
    input: {
      partNo: 'GB80L',
      name: '배터리 GB80L',
      carModel: '쏘나타·K5',
      norm: '80AH',
      brandCode: 'ROCKET',
      kindCode: '010102',
      salePrice: 118_000,
      purchasePrice: 86_000,
    },
    barcode: demoEan13(100080),
    supplier: 0,
    location: 'B-01-1',
  },
  {
    input: {
      partNo: 'GB60L',
      name: '배터리 GB60L',
      carModel: '아반떼·K3',
      norm: '60AH',
      brandCode: 'ROCKET',
      kindCode: '010101',
      salePrice: 92_000,
      purchasePrice: 66_000,
    },
    barcode: demoEan13(100060),
    supplier: 0,
    location: 'B-01-2',
  },
  {
    input: {
      partNo: 'GB90L',
      name: '배터리 GB90L',
      carModel: '그랜저·K7',
      norm: '90AH',
      brandCode: 'ROCKET',
      kindCode: '010103',
      salePrice: 135_000,
      purchasePrice: 99_000,
    },
    barcode: demoEan13(100090),
    supplier: 0,
    location: 'B-01-3',
  },
  {
    input: {
      partNo: 'DF80L',
      name: '배터리 DF80L',
      carModel: '쏘나타·K5',
      norm: '80AH',
      brandCode: 'DELKO',
      kindCode: '010102',
      salePrice: 115_000,
      purchasePrice: 84_000,
    },
    barcode: demoEan13(200080),
    supplier: 1,
    location: 'B-02-1',
  },
  {
    input: {
      partNo: 'DF90L',
      name: '배터리 DF90L',
      carModel: '싼타페·쏘렌토',
      norm: '90AH',
      brandCode: 'DELKO',
      kindCode: '010103',
      salePrice: 132_000,
      purchasePrice: 97_000,
    },
    barcode: demoEan13(200090),
    supplier: 1,
    location: 'B-02-2',
  },
  {
    input: {
      partNo: 'DF100R',
      name: '배터리 DF100R',
      carModel: '포터2·봉고3',
      norm: '100AH',
      brandCode: 'DELKO',
      kindCode: '010201',
      salePrice: 149_000,
      purchasePrice: 110_000,
    },
    barcode: demoEan13(200100),
    supplier: 1,
    location: 'B-02-3',
  },
  {
    input: {
      partNo: 'AX60L',
      name: '배터리 AX60L',
      carModel: '모닝·레이',
      norm: '60AH',
      brandCode: 'ATLASBX',
      kindCode: '010101',
      salePrice: 89_000,
      purchasePrice: 64_000,
    },
    barcode: demoEan13(300060),
    location: 'B-03-1',
  },
  {
    input: {
      partNo: '26300-35505',
      name: '오일필터',
      carModel: '아반떼AD·쏘나타',
      brandCode: 'MOBIS',
      kindCode: '020101',
      salePrice: 6_500,
      purchasePrice: 3_900,
    },
    barcode: demoEan13(400001),
    supplier: 2,
    location: 'A-01-1',
  },
  {
    input: {
      partNo: '26300-2M000',
      name: '오일필터',
      carModel: '그랜저IG',
      brandCode: 'MOBIS',
      kindCode: '020101',
      salePrice: 7_500,
      purchasePrice: 4_500,
    },
    barcode: demoEan13(400002),
    supplier: 2,
    location: 'A-01-2',
  },
  {
    input: {
      partNo: '28113-N9000',
      name: '에어필터',
      carModel: '투싼NX4',
      brandCode: 'MOBIS',
      kindCode: '020201',
      salePrice: 14_000,
      purchasePrice: 8_400,
    },
    barcode: demoEan13(400003),
    supplier: 2,
    location: 'A-01-3',
  },
  {
    input: {
      partNo: '28113-L1000',
      name: '에어필터',
      carModel: '쏘나타DN8',
      brandCode: 'MOBIS',
      kindCode: '020201',
      salePrice: 15_000,
      purchasePrice: 9_000,
    },
    supplier: 2,
    location: 'A-01-4',
  },
  {
    input: {
      partNo: '97133-G8000',
      name: '에어컨필터',
      carModel: '그랜저IG',
      brandCode: 'MOBIS',
      kindCode: '020202',
      salePrice: 12_000,
      purchasePrice: 6_800,
    },
    barcode: demoEan13(400004),
    supplier: 2,
    location: 'A-02-1',
  },
  {
    input: {
      partNo: '97133-D1000',
      name: '에어컨필터',
      carModel: '투싼·스포티지',
      brandCode: 'MOBIS',
      kindCode: '020202',
      salePrice: 11_000,
      purchasePrice: 6_200,
    },
    supplier: 2,
    location: 'A-02-2',
  },
  {
    input: {
      partNo: '31922-4H001',
      name: '연료필터',
      carModel: '스타렉스',
      brandCode: 'MOBIS',
      kindCode: '020301',
      salePrice: 28_000,
      purchasePrice: 18_000,
    },
    supplier: 2,
    location: 'A-02-3',
  },
  {
    input: {
      partNo: '92101-F2000',
      name: '헤드램프 LH 아반떼AD',
      brandCode: 'MOBIS',
      kindCode: '030101',
      salePrice: 298_000,
      purchasePrice: 215_000,
    },
    barcode: demoEan13(400101),
    supplier: 2,
    location: 'C-01-1',
  },
  {
    input: {
      partNo: '92102-F2000',
      name: '헤드램프 RH 아반떼AD',
      brandCode: 'MOBIS',
      kindCode: '030101',
      salePrice: 298_000,
      purchasePrice: 215_000,
    },
    barcode: demoEan13(400102),
    supplier: 2,
    location: 'C-01-2',
  },
  {
    input: {
      partNo: '92101-D3000',
      name: '헤드램프 LH 투싼TL',
      brandCode: 'MOBIS',
      kindCode: '030101',
      salePrice: 335_000,
      purchasePrice: 240_000,
    },
    supplier: 2,
    location: 'C-01-3',
  },
  {
    input: {
      partNo: '92401-L1000',
      name: '테일램프 LH 쏘나타DN8',
      brandCode: 'MOBIS',
      kindCode: '030201',
      salePrice: 184_000,
      purchasePrice: 131_000,
    },
    barcode: demoEan13(400201),
    supplier: 2,
    location: 'C-02-1',
  },
  {
    input: {
      partNo: '92402-L1000',
      name: '테일램프 RH 쏘나타DN8',
      brandCode: 'MOBIS',
      kindCode: '030201',
      salePrice: 184_000,
      purchasePrice: 131_000,
    },
    barcode: demoEan13(400202),
    supplier: 2,
    location: 'C-02-2',
  },
  {
    input: {
      partNo: '92201-S1000',
      name: '안개등 LH 싼타페TM',
      brandCode: 'MOBIS',
      kindCode: '030301',
      salePrice: 62_000,
      purchasePrice: 41_000,
    },
    supplier: 2,
    location: 'C-03-1',
  },
  {
    input: {
      partNo: '92202-S1000',
      name: '안개등 RH 싼타페TM',
      brandCode: 'MOBIS',
      kindCode: '030301',
      salePrice: 62_000,
      purchasePrice: 41_000,
    },
    supplier: 2,
    location: 'C-03-2',
  },
  {
    input: {
      partNo: 'SP1399',
      name: '브레이크패드 앞',
      carModel: 'K5 DL3',
      brandCode: 'SANGSIN',
      kindCode: '040101',
      salePrice: 48_000,
      purchasePrice: 31_000,
    },
    barcode: demoEan13(500001),
    supplier: 3,
    location: 'D-01-1',
  },
  {
    input: {
      partNo: 'SP1400',
      name: '브레이크패드 뒤',
      carModel: 'K5 DL3',
      brandCode: 'SANGSIN',
      kindCode: '040102',
      salePrice: 39_000,
      purchasePrice: 25_000,
    },
    barcode: demoEan13(500002),
    supplier: 3,
    location: 'D-01-2',
  },
  {
    input: {
      partNo: 'SP1217',
      name: '브레이크패드 앞',
      carModel: '그랜저IG',
      brandCode: 'SANGSIN',
      kindCode: '040101',
      salePrice: 52_000,
      purchasePrice: 34_000,
    },
    barcode: demoEan13(500003),
    supplier: 3,
    location: 'D-01-3',
  },
  {
    input: {
      partNo: '51712-F2000',
      name: '브레이크디스크 앞',
      carModel: '아반떼AD',
      brandCode: 'MOBIS',
      kindCode: '040201',
      salePrice: 68_000,
      purchasePrice: 46_000,
    },
    supplier: 2,
    location: 'D-02-1',
  },
  {
    input: {
      partNo: 'CAPAS-650',
      name: '와이퍼 650mm',
      brandCode: 'CAPAS',
      kindCode: '050101',
      norm: '650mm',
      salePrice: 13_000,
      purchasePrice: 7_500,
    },
    barcode: demoEan13(600650),
    location: 'E-01-1',
  },
  {
    input: {
      partNo: 'CAPAS-400',
      name: '와이퍼 400mm',
      brandCode: 'CAPAS',
      kindCode: '050101',
      norm: '400mm',
      salePrice: 10_000,
      purchasePrice: 5_800,
    },
    barcode: demoEan13(600400),
    location: 'E-01-2',
  },
  {
    input: {
      partNo: 'FR7DPP33',
      name: '점화플러그 백금',
      carModel: '아반떼·i30',
      brandCode: 'BOSCH',
      kindCode: '060101',
      salePrice: 9_500,
      purchasePrice: 5_200,
    },
    barcode: demoEan13(700001),
    supplier: 4,
    location: 'A-03-1',
  },
  {
    input: {
      partNo: 'K16PR-U11',
      name: '점화플러그',
      carModel: '모닝·스파크',
      brandCode: 'DENSO',
      kindCode: '060101',
      salePrice: 6_000,
      purchasePrice: 3_300,
    },
    location: 'A-03-2',
  },
];

/** Brands, kinds and suppliers the demo parts and the bulk generator point to. */
export const seedPartCatalog = async (db: DbOrTx, actor: AuditActor): Promise<void> => {
  await db
    .insert(brands)
    .values(
      BRANDS.map(([code, name, nameEn, maker, country], i) => ({
        code,
        name,
        nameEn,
        maker,
        country,
        sortOrder: i + 1,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(partKinds)
    .values(
      KINDS.map(([code, name, oldPaybackCode], i) => ({
        code,
        parentCode: code.length > 2 ? code.slice(0, -2) : null,
        level: code.length / 2,
        name,
        oldPaybackCode,
        appUse: code.startsWith('01') || code.startsWith('05'),
        sortSeq: i + 1,
      })),
    )
    .onConflictDoNothing();
  await db.insert(suppliers).values(
    SUPPLIERS.map(([name, contactName, phone]) => ({
      name,
      nameKey: name.replace(/\s+/g, '').toLowerCase(),
      contactName,
      phone,
      createdBy: actor.accountId,
    })),
  );
};

/** The demo parts through the part service (price history and audit as in real use). */
export const seedDemoParts = async (tx: Tx, actor: AuditActor): Promise<void> => {
  const supplierRows = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .orderBy(suppliers.id)
    .limit(SUPPLIERS.length);
  const made: { code: string; id: number }[] = [];
  for (const demo of DEMO_PARTS) {
    const part = await insertPart(
      tx,
      {
        unit: 'EA',
        salePrice: 0,
        purchasePrice: 0,
        vatIncluded: false,
        properStock: 2,
        allowBackOrder: false,
        active: true,
        ...demo.input,
      },
      actor,
      'full',
    );
    made.push({ code: part.code, id: part.id });
    if (demo.barcode) {
      await tx
        .insert(partBarcodes)
        .values({ partId: part.id, value: demo.barcode, symbology: 'ean13', createdBy: actor.accountId });
    }
    const supplier = demo.supplier === undefined ? undefined : supplierRows[demo.supplier];
    if (supplier) {
      await tx.insert(supplierParts).values({
        supplierId: supplier.id,
        partId: part.id,
        supplierPartNo: demo.input.partNo,
        purchasePrice: demo.input.purchasePrice ?? 0,
        preferred: true,
        updatedBy: actor.accountId,
      });
    }
    if (demo.location) {
      await tx.insert(partLocations).values({
        partId: part.id,
        warehouseCode: 'MAIN',
        location: demo.location,
        updatedBy: actor.accountId,
      });
    }
  }
  // A wiper pair sells as one set: its order line becomes the two blades.
  const wiper650 = made[DEMO_PARTS.findIndex((d) => d.input.partNo === 'CAPAS-650')]!;
  const wiper400 = made[DEMO_PARTS.findIndex((d) => d.input.partNo === 'CAPAS-400')]!;
  const set = await insertPart(
    tx,
    {
      partNo: 'CAPAS-SET-650400',
      name: '와이퍼 세트 650+400',
      carModel: '쏘나타DN8',
      brandCode: 'CAPAS',
      kindCode: '050101',
      unit: 'SET',
      salePrice: 21_000,
      purchasePrice: 13_300,
      vatIncluded: false,
      properStock: 0,
      allowBackOrder: false,
      active: true,
      isSet: true,
    },
    actor,
    'full',
  );
  await tx.execute(sql`insert into part_set_items (set_part_id, component_part_id, qty, sort_order)
    values (${set.id}, ${wiper650.id}, 1, 0), (${set.id}, ${wiper400.id}, 1, 1)`);
};

// Bulk names: a prefix and a category make the common one- and two-syllable words staff type
// (램프, 필터, 패드: each in ~5 % of the parts; 헤드램프 in 0.3 %); a two-syllable series word
// drawn from 40 × 40 syllables is the rare kind (~600 parts each, 0.06 %); car models are real.
export const BULK_PREFIXES = [
  '헤드',
  '테일',
  '안개',
  '오일',
  '에어',
  '연료',
  '브레이크',
  '냉각',
  '파워',
  '점화',
  '흡기',
  '배기',
  '도어',
  '사이드',
  '리어',
  '프론트',
] as const;
export const BULK_CATEGORIES = [
  '램프',
  '필터',
  '패드',
  '배터리',
  '와이퍼',
  '벨트',
  '호스',
  '센서',
  '밸브',
  '펌프',
  '베어링',
  '쇼바',
  '미러',
  '몰딩',
  '가스켓',
  '플러그',
  '케이블',
  '모터',
  '스위치',
  '릴레이',
] as const;
export const BULK_MODELS = [
  '아반떼',
  '쏘나타',
  '그랜저',
  '투싼',
  '싼타페',
  '카니발',
  '모닝',
  '레이',
  '스포티지',
  '쏘렌토',
  'K3',
  'K5',
  'K7',
  '포터',
  '봉고',
  '스타렉스',
  '코란도',
  '티볼리',
  '말리부',
  '스파크',
] as const;
export const BULK_GENERATIONS = [
  'AD',
  'MD',
  'CN7',
  'DN8',
  'LF',
  'YF',
  'IG',
  'HG',
  'TL',
  'NX4',
  'TM',
  'MQ4',
  'KA4',
  'JA',
  'SQ2',
  'DL3',
  'II',
  'III',
  'C300',
  'X100',
] as const;
// The same syllables as the generated customers' names.
export const BULK_SYLLABLES = NAME_SYLLABLES;
export const BULK_PART_NO_PREFIXES = ['GB', 'DF', 'OF', 'AF', 'HL', 'TL', 'BP', 'WB', 'SP', 'FP'] as const;

const arr = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/**
 * Bulk parts for benchmarks and `npm run seed -- --scale large`, generated inside the database:
 * deterministic (the n-th part is always the same), each with one EAN-13 maker barcode.
 * Part number n: a two-letter prefix, '-', and (n × 7919) mod 1 000 000 on six digits, so every
 * number is different and a typed prefix narrows like a real catalogue's.
 */
export const seedBulkParts = async (db: DbOrTx, count: number): Promise<void> => {
  // r and q: two deterministic pseudo-random numbers per row (multiplicative hashing), so name,
  // car model, brand and part number are independent of one another as in a real catalogue.
  await db.execute(sql`
    with w as (
      select ${arr(BULK_PREFIXES)} as pre, ${arr(BULK_CATEGORIES)} as cat, ${arr(BULK_MODELS)} as model,
             ${arr(BULK_GENERATIONS)} as gen, ${arr(BULK_SYLLABLES)} as syl, ${arr(BULK_PART_NO_PREFIXES)} as pno,
             array['ROCKET','DELKO','ATLASBX','MOBIS','SANGSIN','BOSCH','DENSO','CAPAS'] as brand,
             array['010101','010102','010103','020101','020201','020202','030101','030201','040101','040102','050101','060101'] as kind
    ), s as (
      select g, (g * 2654435761) % 4294967291 as r, (g * 40503 + 12345) * 1000003 % 2147483647 as q
      from generate_series(1::bigint, ${count}::bigint) g
    )
    insert into ${parts} (part_no, name, car_model, norm, brand_code, kind_code, sale_price, purchase_price, proper_stock, active)
    select w.pno[1 + (q / 7 % 10)] || '-' || lpad(((g * 7919) % 1000000)::text, 6, '0'),
           w.pre[1 + (r % 16)] || w.cat[1 + (r / 16 % 20)] || ' ' || w.syl[1 + (r / 320 % 40)] || w.syl[1 + (r / 12800 % 40)]
             || case q % 4 when 0 then ' LH' when 1 then ' RH' else '' end,
           w.model[1 + (r / 512000 % 20)] || w.gen[1 + (q / 70 % 20)],
           case when q / 1400 % 3 = 0 then (10 + q / 4200 % 90)::text || 'AH' end,
           w.brand[1 + (q / 378000 % 8)],
           w.kind[1 + (q / 3024000 % 12)],
           ((q / 36288000 % 300) + 5) * 1000,
           ((q / 36288000 % 300) + 5) * 700,
           g % 5,
           g % 50 <> 0
    from s, w`);
  // One EAN-13 per part: 880 + the part id on nine digits + the GS1 check digit.
  await db.execute(sql`
    insert into ${partBarcodes} (part_id, value, symbology)
    select p.id, b.body || ((10 - (
             (substr(b.body,2,1)::int + substr(b.body,4,1)::int + substr(b.body,6,1)::int + substr(b.body,8,1)::int
              + substr(b.body,10,1)::int + substr(b.body,12,1)::int) * 3
             + substr(b.body,1,1)::int + substr(b.body,3,1)::int + substr(b.body,5,1)::int + substr(b.body,7,1)::int
             + substr(b.body,9,1)::int + substr(b.body,11,1)::int) % 10) % 10)::text, 'ean13'
    from ${parts} p, lateral (select '880' || lpad(p.id::text, 9, '0') as body) b
    where p.part_no ~ '^[A-Z]{2}-[0-9]{6}$'
    on conflict do nothing`);
};

/** The one call of seed.service: catalog and demo parts, and a million bulk parts at scale large. */
export const seedParts = async (
  tx: Tx,
  createdBy: number | null,
  scale: 'demo' | 'large' = 'demo',
): Promise<void> => {
  const actor: AuditActor = { accountId: createdBy, loginId: 'seed' };
  await seedPartCatalog(tx, actor);
  await seedDemoParts(tx, actor);
  if (scale === 'large') await seedBulkParts(tx, 1_000_000);
};
