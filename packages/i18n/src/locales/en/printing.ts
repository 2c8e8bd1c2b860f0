// Strings of the staff app's print buttons.
const printing = {
  buttons: {
    invoice: 'Print invoice',
    prescription: 'Print prescription',
    appointment: 'Print appointment slip',
    checkInSheet: 'Print check-in sheet',
    resultSheet: 'Print result sheet',
  },
  documents: {
    invoice: 'Invoice',
    prescription: 'Prescription',
    appointment: 'Appointment slip',
    checkInSheet: 'Check-in sheet',
    resultSheet: 'Result sheet',
  },
  preparing: 'Preparing the printout…',
  paperFor: 'Paper size — {{document}}',
  papers: { A4: 'A4', A5: 'A5', '80mm': '80 mm roll' },
  needsPrescription: 'Save the prescription before printing it',
  fallback: "Printed with the built-in template: the clinic's Word template could not be printed",
  pdfLoading: 'Making the PDF…',
  pdfReady: {
    title: 'The PDF is ready',
    text: 'The browser blocked the new window. Choose “Open the printout” to see and print the PDF.',
    open: 'Open the printout',
    close: 'Close',
  },
};

export default printing;
