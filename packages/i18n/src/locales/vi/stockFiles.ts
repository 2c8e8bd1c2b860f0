// Strings of the stock spreadsheets (issue O): the import template, reading an uploaded .xlsx, the exports.
const stockFiles = {
  placeholder: 'Tệp Excel',
};

export default stockFiles;
