// Strings of issue E: formRenderer.
const formRenderer = {
  title: '',
};

export default formRenderer;
