import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type Clock, systemClock } from '../clock.js';
import {
  BodyTooLarge,
  json,
  keepAtMost,
  MAX_KEPT,
  mountStandIn,
  readJson,
  serveStandIn,
  ownStandInUrl as standInUrl,
} from '../stand-in-http.js';

/**
 * A local stand-in for the national e-prescription system (the working local default every outside service has,
 * docs/architecture.md#the-shape): its login and "gửi đơn thuốc" calls, as the real one answers them. The API mounts it
 * under /national-stand-in when NATIONAL_RX_URL is unset (the demo), tests run it as its own server on an ephemeral
 * port, and `pnpm national:stand-in` starts it alone.
 *
 * It checks the payload with its own rules, written from the national system's field list and not from the
 * sender's mapping, so a mistake in the mapping shows here as the national system's 422 would.
 *
 * A plain node:http handler rather than Fastify routes: mounted in the API it adds no route (no contract, no
 * OpenAPI entry, none of the API's guards), and outside it `createServer(handler)` is the whole server.
 */

export const LOGIN_PATH = '/api/auth/dang-nhap-co-so-kham-chua-benh';
export const SEND_PATH = '/api/v1/gui-don-thuoc';
/** The password every username has at the stand-in (the demo's). */
export const STAND_IN_PASSWORD = 'demo';

export interface NationalStandInOptions {
  /** Accounts beside "any username with the password `demo`": username → password. */
  accounts?: Record<string, string>;
  /** How long a token lives (`expires_in`), 3600 s by default. */
  tokenTtlSeconds?: number;
  /** The stand-in's own time, for token expiry: a test moves it on to expire the tokens it gave. */
  clock?: Clock;
}

export interface NationalStandIn {
  /** Answers one request; `path` is the URL below the prefix it is mounted at (default: the request's URL). */
  handle(req: IncomingMessage, res: ServerResponse, path?: string): void;
  /** Answers `status` (503 by default) to the next `n` sends, as the national system does when it is down. */
  failNext(n: number, status?: number): void;
  /** Never answers the next `n` sends (until the server closes): the sender's timeout must give up. */
  hangNext(n: number): void;
  /**
   * A drug code the national drug list does not hold from now on: a send naming it is refused at that line's
   * `ma_thuoc`, as the real system refuses a medicine it does not know.
   */
  forgetDrugCode(code: string): void;
  /** Every payload a send brought with a valid token (valid or not), oldest first; not the failed or hung ones. */
  received(): unknown[];
  /** The usernames that logged in successfully, oldest first. */
  logins(): string[];
}

interface Issued {
  username: string;
  expiresAt: number;
}

export function createNationalStandIn(options: NationalStandInOptions = {}): NationalStandIn {
  const clock = options.clock ?? systemClock;
  const ttl = options.tokenTtlSeconds ?? 3600;
  const tokens = new Map<string, Issued>();
  /** The national id of each (username, ma_don_thuoc): sending the same code again is an update. */
  const ids = new Map<string, string>();
  const received: unknown[] = [];
  const logins: string[] = [];
  let issuedIds = 0;
  let failing = { count: 0, status: 503 };
  let hanging = 0;
  const unknownDrugCodes = new Set<string>();

  const passwordOk = (username: string, password: string) =>
    username !== '' &&
    (password === STAND_IN_PASSWORD ||
      (Object.hasOwn(options.accounts ?? {}, username) && options.accounts?.[username] === password));

  function login(body: unknown, res: ServerResponse) {
    const { ma_lien_thong_co_so_kham_chua_benh: username, password } = (body ?? {}) as Record<
      string,
      unknown
    >;
    if (typeof username !== 'string' || typeof password !== 'string' || !passwordOk(username, password)) {
      return json(res, 401, { success: false, message: 'Sai tài khoản hoặc mật khẩu' });
    }
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, { username, expiresAt: clock().getTime() + ttl * 1000 });
    keepAtMost(tokens, MAX_KEPT);
    logins.push(username);
    keepAtMost(logins, MAX_KEPT);
    json(res, 200, { success: true, token, expires_in: ttl });
  }

  function send(req: IncomingMessage, body: unknown, res: ServerResponse) {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const issued = token ? tokens.get(token) : undefined;
    if (!issued || issued.expiresAt <= clock().getTime()) {
      return json(res, 401, { success: false, message: 'Token không hợp lệ hoặc đã hết hạn' });
    }
    if (failing.count > 0) {
      failing.count -= 1;
      return json(res, failing.status, { success: false, message: 'Hệ thống đang bảo trì' });
    }
    if (hanging > 0) {
      hanging -= 1;
      return;
    }
    received.push(body);
    keepAtMost(received, MAX_KEPT);
    const errors = [...payloadErrors(body), ...unknownDrugErrors(body, unknownDrugCodes)];
    if (errors.length > 0) {
      return json(res, 422, { success: false, message: 'Dữ liệu không hợp lệ', errors });
    }
    const code = (body as { ma_don_thuoc: string }).ma_don_thuoc;
    const key = `${issued.username}\u0000${code}`;
    let id = ids.get(key);
    if (!id) {
      issuedIds += 1;
      id = `DT${issuedIds}`;
      ids.set(key, id);
      keepAtMost(ids, 10 * MAX_KEPT);
    }
    json(res, 200, { success: true, message: 'Gửi đơn thuốc thành công', data: { id, ma_don_thuoc: code } });
  }

  return {
    handle(req, res, path = req.url ?? '/') {
      const route = path.split('?')[0];
      const action = route === LOGIN_PATH ? login : route === SEND_PATH ? send : undefined;
      if (!action) return json(res, 404, { success: false, message: 'Không tìm thấy' });
      if (req.method !== 'POST')
        return json(res, 405, { success: false, message: 'Phương thức không hỗ trợ' });
      readJson(req)
        .then((body) => (action === login ? login(body, res) : send(req, body, res)))
        .catch((error: unknown) => {
          const tooLarge = error instanceof BodyTooLarge;
          json(res, tooLarge ? 413 : 400, {
            success: false,
            message: tooLarge ? 'Dữ liệu quá lớn' : 'Dữ liệu không phải JSON hợp lệ',
          });
        });
    },
    failNext(n, status = 503) {
      failing = { count: n, status };
    },
    hangNext(n) {
      hanging = n;
    },
    forgetDrugCode(code) {
      unknownDrugCodes.add(code);
    },
    received: () => [...received],
    logins: () => [...logins],
  };
}

/** One error per medicine line whose `ma_thuoc` the drug list does not hold. */
function unknownDrugErrors(payload: unknown, unknown: ReadonlySet<string>): FieldError[] {
  const lines = (payload as { thong_tin_don_thuoc?: unknown }).thong_tin_don_thuoc;
  if (!unknown.size || !Array.isArray(lines)) return [];
  return lines.flatMap((line, i) =>
    unknown.has((line as { ma_thuoc?: string }).ma_thuoc ?? '')
      ? [
          {
            field: `thong_tin_don_thuoc[${i}].ma_thuoc`,
            message: 'Mã thuốc không có trong danh mục thuốc quốc gia',
          },
        ]
      : [],
  );
}

/** Mounts the stand-in inside the API under `prefix` (see `mountStandIn`). */
export function mountNationalStandIn(app: FastifyInstance, prefix: string, standIn: NationalStandIn) {
  mountStandIn(app, prefix, standIn.handle);
}

/** The stand-in as its own HTTP server (tests, `pnpm national:stand-in`): port 0 picks a free one. */
export async function startNationalStandIn(
  options: NationalStandInOptions & { port?: number; host?: string } = {},
) {
  const standIn = createNationalStandIn(options);
  return { ...standIn, ...(await serveStandIn(standIn.handle, options)) };
}

export type RunningNationalStandIn = Awaited<ReturnType<typeof startNationalStandIn>>;

export interface FieldError {
  field: string;
  message: string;
}

const KINDS = ['c', 'n', 'h', 'y'];
const ICD10 = /^[A-Z][0-9]{2}(\.[0-9A-Z]{1,2})?$/;
const MISSING = 'Thiếu trường bắt buộc';
const NOT_TEXT = 'Phải là chuỗi ký tự';
const EMPTY = 'Không được để trống';

/** The top-level text fields; those that may be '' are false. */
const TEXT_FIELDS: Record<string, boolean> = {
  loai_don_thuoc: true,
  ma_don_thuoc: true,
  ma_co_so_kham_chua_benh: true,
  ho_ten_benh_nhan: true,
  ngay_sinh_benh_nhan: true,
  can_nang: false,
  dia_chi: false,
  so_dien_thoai: false,
  ma_benh_nhan: false,
  ma_dinh_danh_cong_dan: false,
  thong_tin_nguoi_giam_ho: false,
  loi_dan: false,
  ngay_tai_kham: false,
  ngay_gio_ke_don: true,
  ho_ten_bac_si: true,
  ma_lien_thong_bac_si: true,
  so_chung_chi_hanh_nghe: true,
};

const DIAGNOSIS_FIELDS: Record<string, boolean> = {
  ma_chan_doan: true,
  ten_chan_doan: false,
  ket_luan: false,
};
const MEDICINE_TEXT_FIELDS: Record<string, boolean> = {
  ma_thuoc: true,
  biet_duoc: false,
  ten_thuoc: true,
  don_vi_tinh: true,
  cach_dung: true,
};

/** Every bad field of a "gửi đơn thuốc" payload; empty when the national system would take it. */
export function payloadErrors(payload: unknown): FieldError[] {
  if (!isRecord(payload)) return [{ field: '', message: 'Dữ liệu phải là một đối tượng JSON' }];
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });
  const text = (record: Record<string, unknown>, name: string, path: string, required: boolean) => {
    const value = record[name];
    if (value === undefined || value === null) add(path, MISSING);
    else if (typeof value !== 'string') add(path, NOT_TEXT);
    else if (required && value.trim() === '') add(path, EMPTY);
    else return value;
    return undefined;
  };

  const values: Record<string, string | undefined> = {};
  for (const [name, required] of Object.entries(TEXT_FIELDS))
    values[name] = text(payload, name, name, required);

  const kind = values.loai_don_thuoc;
  if (kind !== undefined && !KINDS.includes(kind))
    add('loai_don_thuoc', 'Loại đơn thuốc phải là c, n, h hoặc y');
  const code = values.ma_don_thuoc;
  const facility = values.ma_co_so_kham_chua_benh;
  if (code !== undefined) {
    if (code.length !== 14) add('ma_don_thuoc', 'Mã đơn thuốc phải gồm 14 ký tự');
    else if (facility !== undefined && !code.startsWith(facility))
      add('ma_don_thuoc', 'Mã đơn thuốc phải bắt đầu bằng mã cơ sở khám chữa bệnh');
    else if (kind !== undefined && KINDS.includes(kind) && !code.endsWith(`-${kind}`))
      add('ma_don_thuoc', 'Mã đơn thuốc phải kết thúc bằng "-" và loại đơn thuốc');
  }
  const birth = values.ngay_sinh_benh_nhan;
  if (birth !== undefined && !isDayMonthYear(birth) && !/^\d{4}$/.test(birth))
    add('ngay_sinh_benh_nhan', 'Ngày sinh phải có dạng dd/MM/yyyy hoặc yyyy');
  const revisit = values.ngay_tai_kham;
  if (revisit !== undefined && revisit !== '' && !isDayMonthYear(revisit))
    add('ngay_tai_kham', 'Ngày tái khám phải có dạng dd/MM/yyyy');
  const prescribedAt = values.ngay_gio_ke_don;
  if (prescribedAt !== undefined && !isDateTime(prescribedAt))
    add('ngay_gio_ke_don', 'Ngày giờ kê đơn phải có dạng yyyy-MM-dd HH:mm:ss');

  const citizen = values.ma_dinh_danh_cong_dan;
  if (citizen !== undefined && citizen !== '' && !/^\d{12}$/.test(citizen))
    add('ma_dinh_danh_cong_dan', 'Số định danh cá nhân phải gồm 12 chữ số');
  // A child under 72 months at the time of prescribing is prescribed for through a parent or guardian.
  if (
    birth !== undefined &&
    isDayMonthYear(birth) &&
    prescribedAt !== undefined &&
    isDateTime(prescribedAt) &&
    monthsOld(birth, prescribedAt) < 72 &&
    !values.thong_tin_nguoi_giam_ho?.trim()
  )
    add('thong_tin_nguoi_giam_ho', 'Trẻ dưới 72 tháng tuổi cần thông tin người giám hộ');

  if (payload.gioi_tinh === undefined || payload.gioi_tinh === null) add('gioi_tinh', MISSING);
  else if (payload.gioi_tinh !== 1 && payload.gioi_tinh !== 2)
    add('gioi_tinh', 'Giới tính phải là 1 (nam) hoặc 2 (nữ)');

  const diagnoses = payload.chan_doan;
  if (!Array.isArray(diagnoses))
    add('chan_doan', diagnoses === undefined ? MISSING : 'Phải là một danh sách');
  else if (diagnoses.length === 0) add('chan_doan', 'Cần ít nhất một chẩn đoán');
  else
    for (const [i, item] of diagnoses.entries()) {
      const at = `chan_doan[${i}]`;
      if (!isRecord(item)) {
        add(at, 'Phải là một đối tượng');
        continue;
      }
      const fields: Record<string, string | undefined> = {};
      for (const [name, required] of Object.entries(DIAGNOSIS_FIELDS))
        fields[name] = text(item, name, `${at}.${name}`, required);
      const icd = fields.ma_chan_doan;
      if (icd !== undefined && !ICD10.test(icd))
        add(`${at}.ma_chan_doan`, 'Mã chẩn đoán không đúng định dạng ICD-10');
    }

  const medicines = payload.thong_tin_don_thuoc;
  if (!Array.isArray(medicines))
    add('thong_tin_don_thuoc', medicines === undefined ? MISSING : 'Phải là một danh sách');
  else if (medicines.length === 0 || medicines.length > 20)
    add('thong_tin_don_thuoc', 'Đơn thuốc phải có từ 1 đến 20 thuốc');
  else
    for (const [i, item] of medicines.entries()) {
      const at = `thong_tin_don_thuoc[${i}]`;
      if (!isRecord(item)) {
        add(at, 'Phải là một đối tượng');
        continue;
      }
      for (const [name, required] of Object.entries(MEDICINE_TEXT_FIELDS))
        text(item, name, `${at}.${name}`, required);
      const quantity = item.so_luong;
      if (quantity === undefined || quantity === null) add(`${at}.so_luong`, MISSING);
      else if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
        add(`${at}.so_luong`, 'Số lượng phải là số nguyên từ 1 trở lên');
    }

  return errors;
}

/** Whole months from a birth 'dd/MM/yyyy' to an instant 'yyyy-MM-dd HH:mm:ss'. */
function monthsOld(birth: string, at: string): number {
  const [bd, bm, by] = birth.split('/').map(Number) as [number, number, number];
  const [ay, am, ad] = at.slice(0, 10).split('-').map(Number) as [number, number, number];
  return (ay - by) * 12 + (am - bm) - (ad < bd ? 1 : 0);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

function isDayMonthYear(value: string): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return Boolean(m && isCalendarDate(Number(m[3]), Number(m[2]), Number(m[1])));
}

function isDateTime(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  return Boolean(
    m &&
      isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3])) &&
      Number(m[4]) < 24 &&
      Number(m[5]) < 60 &&
      Number(m[6]) < 60,
  );
}

/** Where the API mounts the stand-in when NATIONAL_RX_URL is unset. */
export const STAND_IN_PREFIX = '/national-stand-in';

/** The URL of the stand-in mounted in this API (see the shared `ownStandInUrl`). */
export const ownStandInUrl = (address: AddressInfo | string | null, port: number) =>
  standInUrl(address, port, STAND_IN_PREFIX);
