// Strings of the form renderer and the file inputs in @clinic/ui: PropertyForm, ImagesInput,
// VideoInput and AvatarUpload.
const formRenderer = {
  clinicNamed: 'Tên do phòng khám đặt',
  empty: 'Biểu mẫu chưa có trường thông tin nào',
  dateTime: {
    time: '{{label}} – giờ',
  },
  images: {
    add: 'Thêm ảnh',
    hint: { other: 'Ảnh JPG hoặc PNG, tối đa {{max}} MB mỗi ảnh, tối đa {{count}} ảnh' },
    count: { other: '{{count}}/{{max}} ảnh' },
    image: 'Ảnh {{index}}',
    open: 'Mở ảnh {{index}} cỡ lớn',
    remove: 'Bỏ ảnh {{index}}',
    removed: 'Đã bỏ một ảnh.',
    undo: 'Hoàn tác',
  },
  video: {
    add: 'Chọn video',
    hint: 'Một video MP4 hoặc AVI, tối đa {{max}} MB',
    label: 'Video',
    remove: 'Bỏ video',
    removed: 'Đã bỏ video.',
    loading: 'Đang tải video…',
  },
  upload: {
    progress: 'Đang tải lên {{name}}',
    percent: '{{percent}}%',
  },
  errors: {
    wrongType: '“{{name}}” không đúng định dạng: chỉ nhận {{types}}.',
    tooLarge: '“{{name}}” quá lớn: tối đa {{max}} MB.',
    tooMany: 'Chỉ được tải lên tối đa {{max}} tệp; “{{name}}” chưa được thêm.',
    empty: '“{{name}}” là tệp rỗng.',
    failed: 'Không tải lên được “{{name}}”: {{reason}}',
    dismiss: 'Ẩn thông báo lỗi',
  },
  avatar: {
    choose: 'Chọn ảnh đại diện',
    change: 'Đổi ảnh',
    upload: 'Tải ảnh lên',
    remove: 'Xóa ảnh',
    hint: 'JPG, PNG hoặc HEIC, tối đa {{max}} MB',
    uploading: 'Đang tải ảnh lên…',
  },
};

export default formRenderer;
