// Strings of issue G: queue.
const queue = {
  title: 'Khám bệnh hôm nay',
};

export default queue;
