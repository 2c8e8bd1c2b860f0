// The staff app's one print service: a button per printable document, the clinic's .docx template when
// set, else the built-in one. The printing code itself (templates, react-to-print) loads on the first print.

export { PrintButton } from './PrintButton';
