// Strings of the staff app's print buttons: one button per printable document, the paper size picked
// beside it, and what happens when the clinic's own .docx template cannot be printed.
const printing = {
  buttons: {
    invoice: 'In hóa đơn',
    prescription: 'In đơn thuốc',
    appointment: 'In phiếu hẹn',
    checkInSheet: 'In phiếu tiếp nhận',
    resultSheet: 'In phiếu kết quả',
  },
  /** The print frame's title (the file name when printing to PDF), before the document's code. */
  documents: {
    invoice: 'Hóa đơn',
    prescription: 'Đơn thuốc',
    appointment: 'Phiếu hẹn',
    checkInSheet: 'Phiếu tiếp nhận',
    resultSheet: 'Phiếu kết quả',
  },
  preparing: 'Đang chuẩn bị bản in…',
  paperFor: 'Khổ giấy — {{document}}',
  papers: { A4: 'A4', A5: 'A5', '80mm': 'Giấy 80 mm' },
  needsPrescription: 'Lưu đơn thuốc trước khi in',
  fallback: 'Đã in bằng mẫu có sẵn vì chưa in được mẫu Word của phòng khám',
  pdfLoading: 'Đang tạo bản in PDF…',
  pdfReady: {
    title: 'Bản in PDF đã sẵn sàng',
    text: 'Trình duyệt đã chặn cửa sổ mới. Bấm “Mở bản in” để xem và in bản PDF.',
    open: 'Mở bản in',
    close: 'Đóng',
  },
};

export default printing;
