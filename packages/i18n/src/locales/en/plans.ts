import type { Shape } from '../../types';
import type vi from '../vi/plans';

// The clinic's plan in the staff app: locked screens and the expired-plan banner (docs/product.md#plans).
const plans: Shape<typeof vi> = {
  name: {
    trial: 'Trial',
    basic: 'Basic',
    full: 'Full',
    advanced: 'Advanced',
    vip: 'VIP',
  },
  locked: {
    title: 'Your plan does not include this feature',
    text: '“{{screen}}” is not part of the {{plan}} plan. Contact the provider to upgrade your plan and open it.',
    contact: 'Contact the provider',
    email: 'Email',
    phone: 'Phone',
    lockedLabel: 'Upgrade needed',
    back: 'Back to home',
  },
  expired: {
    banner:
      "Your clinic's plan expired on {{date}}: you can view data but not save changes. Contact support: {{phone}} · {{email}}.",
  },
};

export default plans;
