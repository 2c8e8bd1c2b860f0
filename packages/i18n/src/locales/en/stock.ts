// Strings of stock (issue O): stock on hand (26), stock sheets (27) and their editors.
const stock = {
  placeholder: 'Stock',
};

export default stock;
