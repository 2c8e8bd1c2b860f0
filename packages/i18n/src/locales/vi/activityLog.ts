// The activity-log screen (38): filters, one sentence per row (who did what to which record), the changed fields'
// before and after, entity and action names.
const activityLog = {
  title: 'Nhật ký hoạt động',
};
export default activityLog;
