// The report screens (30–37, 39; issue S): one report-page pattern (filters, totals, table, chart, export, print)
// and each report's columns.
const reports = {
  title: 'Reports',
};

export default reports;
