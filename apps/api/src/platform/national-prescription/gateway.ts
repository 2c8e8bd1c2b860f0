/**
 * The national e-prescription system, an outside service (docs/architecture.md#the-shape), behind one interface: the
 * job that sends a prescription (modules/national-prescriptions) calls `send`; the HTTP implementation talks to the
 * configured base URL (NATIONAL_RX_URL) or, when none is set, to the local stand-in the API mounts for the demo.
 *
 * The payload follows the national system's "gửi đơn thuốc" call (snake_case Vietnamese field names). Dates are the
 * clinic's own calendar: `dd/MM/yyyy`, and `yyyy-MM-dd HH:mm:ss` for the time it was prescribed.
 */

/** One diagnosis: its ICD-10 code and name, and the doctor's free text beside it. */
export interface NationalDiagnosis {
  ma_chan_doan: string;
  ten_chan_doan: string;
  ket_luan: string;
}

/** One medicine line. */
export interface NationalMedicine {
  /** The medicine's code in the national drug list. */
  ma_thuoc: string;
  /** The brand name (the clinic's library name). */
  biet_duoc: string;
  /** The active ingredient(s). */
  ten_thuoc: string;
  don_vi_tinh: string;
  so_luong: number;
  /** How to take it, in words ("Sáng 1 viên, tối 1 viên, uống sau ăn, trong 5 ngày"). */
  cach_dung: string;
}

export interface NationalPrescriptionPayload {
  /** PrescriptionKind: c, n, h, y. */
  loai_don_thuoc: string;
  /** The national code ('406180001935-c'). */
  ma_don_thuoc: string;
  /** The clinic's facility code. */
  ma_co_so_kham_chua_benh: string;
  ho_ten_benh_nhan: string;
  /** 'dd/MM/yyyy', or 'yyyy' when only the year is known. */
  ngay_sinh_benh_nhan: string;
  /** 1 male, 2 female (the national coding, not ours). */
  gioi_tinh: 1 | 2;
  /** In kg, '' when not measured. */
  can_nang: string;
  dia_chi: string;
  so_dien_thoai: string;
  /** The patient's code at the clinic. */
  ma_benh_nhan: string;
  /** The citizen identity number (12 digits), '' when not known. */
  ma_dinh_danh_cong_dan: string;
  /** For a child under 72 months: the parent's or guardian's "name; citizen number"; else ''. */
  thong_tin_nguoi_giam_ho: string;
  chan_doan: NationalDiagnosis[];
  thong_tin_don_thuoc: NationalMedicine[];
  /** The doctor's advice. */
  loi_dan: string;
  /** 'dd/MM/yyyy' or ''. */
  ngay_tai_kham: string;
  /** 'yyyy-MM-dd HH:mm:ss', the clinic's local time. */
  ngay_gio_ke_don: string;
  ho_ten_bac_si: string;
  /** The doctor's prescriber code at the national system. */
  ma_lien_thong_bac_si: string;
  /** The doctor's practising-certificate number. */
  so_chung_chi_hanh_nghe: string;
}

/** The clinic's account at the national system (general settings, owner only). */
export interface NationalAccount {
  username: string;
  password: string;
}

/** What the national system said of one send. */
export type SendOutcome =
  | { kind: 'sent'; nationalId: string }
  /** Refused for its content or the account: not retried until staff fix it. */
  | { kind: 'rejected'; errors: { field?: string; message: string }[] };

/**
 * Thrown when the national system could not be reached or answered 5xx (or timed out): the job retries later with
 * backoff.
 */
export class NationalUnavailable extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'NationalUnavailable';
  }
}

export interface NationalPrescriptionGateway {
  /** Sends (or sends again: same code, an update) one prescription. Throws NationalUnavailable to be retried. */
  send(account: NationalAccount, payload: NationalPrescriptionPayload): Promise<SendOutcome>;
  /** The base URL sends go to, and whether it is the local stand-in (shown in settings). */
  readonly target: { url: string; standIn: boolean };
}
