// Browsers block audio until someone touches the page: the 'tap to enable sound' overlay is shown once after
// pairing, and the tap is remembered (a TV browser in kiosk mode is normally allowed to autoplay from then on).

const KEY = 'displaySoundEnabled';

export const isSoundEnabled = () => localStorage.getItem(KEY) === '1';
export const rememberSoundEnabled = () => localStorage.setItem(KEY, '1');
