// Vietnamese provinces: 63 ids, Hanoi 24, Ho Chi Minh City 58.
// The ids are the pre-2025 alphabetical list and stay the stored values. Since 1 July 2025 (Resolution
// 202/2025/QH15) Vietnam has 34 provincial units: `currentName` is the unit each legacy id now belongs to, so
// addresses can be shown and searched by today's name while old data still reads.

export const ProvinceId = { Hanoi: 24, HoChiMinhCity: 58 } as const;

export interface Province {
  readonly id: number;
  readonly legacyName: string;
  readonly currentName: string;
}

const rows: readonly (readonly [number, string, string])[] = [
  [1, 'An Giang', 'An Giang'],
  [2, 'Bà Rịa - Vũng Tàu', 'TP Hồ Chí Minh'],
  [3, 'Bắc Giang', 'Bắc Ninh'],
  [4, 'Bắc Kạn', 'Thái Nguyên'],
  [5, 'Bạc Liêu', 'Cà Mau'],
  [6, 'Bắc Ninh', 'Bắc Ninh'],
  [7, 'Bến Tre', 'Vĩnh Long'],
  [8, 'Bình Định', 'Gia Lai'],
  [9, 'Bình Dương', 'TP Hồ Chí Minh'],
  [10, 'Bình Phước', 'Đồng Nai'],
  [11, 'Bình Thuận', 'Lâm Đồng'],
  [12, 'Cà Mau', 'Cà Mau'],
  [13, 'Cần Thơ', 'Cần Thơ'],
  [14, 'Cao Bằng', 'Cao Bằng'],
  [15, 'Đà Nẵng', 'Đà Nẵng'],
  [16, 'Đắk Lắk', 'Đắk Lắk'],
  [17, 'Đắk Nông', 'Lâm Đồng'],
  [18, 'Điện Biên', 'Điện Biên'],
  [19, 'Đồng Nai', 'Đồng Nai'],
  [20, 'Đồng Tháp', 'Đồng Tháp'],
  [21, 'Gia Lai', 'Gia Lai'],
  [22, 'Hà Giang', 'Tuyên Quang'],
  [23, 'Hà Nam', 'Ninh Bình'],
  [24, 'Hà Nội', 'Hà Nội'],
  [25, 'Hà Tĩnh', 'Hà Tĩnh'],
  [26, 'Hải Dương', 'Hải Phòng'],
  [27, 'Hải Phòng', 'Hải Phòng'],
  [28, 'Hậu Giang', 'Cần Thơ'],
  [29, 'Hòa Bình', 'Phú Thọ'],
  [30, 'Hưng Yên', 'Hưng Yên'],
  [31, 'Khánh Hòa', 'Khánh Hòa'],
  [32, 'Kiên Giang', 'An Giang'],
  [33, 'Kon Tum', 'Quảng Ngãi'],
  [34, 'Lai Châu', 'Lai Châu'],
  [35, 'Lâm Đồng', 'Lâm Đồng'],
  [36, 'Lạng Sơn', 'Lạng Sơn'],
  [37, 'Lào Cai', 'Lào Cai'],
  [38, 'Long An', 'Tây Ninh'],
  [39, 'Nam Định', 'Ninh Bình'],
  [40, 'Nghệ An', 'Nghệ An'],
  [41, 'Ninh Bình', 'Ninh Bình'],
  [42, 'Ninh Thuận', 'Khánh Hòa'],
  [43, 'Phú Thọ', 'Phú Thọ'],
  [44, 'Phú Yên', 'Đắk Lắk'],
  [45, 'Quảng Bình', 'Quảng Trị'],
  [46, 'Quảng Nam', 'Đà Nẵng'],
  [47, 'Quảng Ngãi', 'Quảng Ngãi'],
  [48, 'Quảng Ninh', 'Quảng Ninh'],
  [49, 'Quảng Trị', 'Quảng Trị'],
  [50, 'Sóc Trăng', 'Cần Thơ'],
  [51, 'Sơn La', 'Sơn La'],
  [52, 'Tây Ninh', 'Tây Ninh'],
  [53, 'Thái Bình', 'Hưng Yên'],
  [54, 'Thái Nguyên', 'Thái Nguyên'],
  [55, 'Thanh Hóa', 'Thanh Hóa'],
  [56, 'Thừa Thiên Huế', 'Huế'],
  [57, 'Tiền Giang', 'Đồng Tháp'],
  [58, 'TP Hồ Chí Minh', 'TP Hồ Chí Minh'],
  [59, 'Trà Vinh', 'Vĩnh Long'],
  [60, 'Tuyên Quang', 'Tuyên Quang'],
  [61, 'Vĩnh Long', 'Vĩnh Long'],
  [62, 'Vĩnh Phúc', 'Phú Thọ'],
  [63, 'Yên Bái', 'Lào Cai'],
];

export const provinces: readonly Province[] = rows.map(([id, legacyName, currentName]) => ({
  id,
  legacyName,
  currentName,
}));

const byId = new Map(provinces.map((p) => [p.id, p]));

export function provinceById(id: number): Province | undefined {
  return byId.get(id);
}

/** The 34 provincial units in force since 2025-07-01, in Vietnamese alphabetical order. */
export const currentProvinceNames: readonly string[] = [...new Set(provinces.map((p) => p.currentName))].sort(
  (a, b) => a.localeCompare(b, 'vi'),
);

/** Province ids run 1..PROVINCE_COUNT. */
export const PROVINCE_COUNT = 63;
