import { i18n } from '@clinic/i18n';
import { staffDictionaries } from '@clinic/i18n/staff';

// The staff screens' strings travel with the staff app's main chunk, not with every app (see shared.ts).
i18n.addDictionaries(staffDictionaries);
