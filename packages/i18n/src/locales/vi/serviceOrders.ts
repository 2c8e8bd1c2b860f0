// Strings of the service-order board and the exam screen's service ordering (issue N).
const serviceOrders = {
  title: 'Chỉ định dịch vụ',
};

export default serviceOrders;
