/** The demo clinic's account at the national e-prescription system (the local stand-in's password is 'demo'). */
export const DEMO_NATIONAL = { facilityCode: '79999', username: 'antam-79999', password: 'demo' };
