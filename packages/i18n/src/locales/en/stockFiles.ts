// Strings of the stock spreadsheets (issue O): the import template, reading an uploaded .xlsx, the exports.
const stockFiles = {
  placeholder: 'Spreadsheet',
};

export default stockFiles;
