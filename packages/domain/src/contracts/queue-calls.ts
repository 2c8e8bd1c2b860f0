import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams } from './paging';

// Calling a patient to the doctor's room again (screen 11); the waiting-room display shows and speaks it.

/** The `queue.call` payload (QueueCallPayload), answered to the caller as well: the toast reads number and room. */
export const queueCallItem = z.object({
  id: z.number(),
  appointmentId: z.number(),
  doctorId: z.number(),
  locationId: z.number(),
  orderNumber: z.number(),
  room: z.string(),
  /** ISO instant. */
  calledAt: z.string(),
});

export const queueCallsContract = {
  /** A checked-in or in-progress patient. */
  call: endpoint({
    method: 'POST',
    url: '/clinic-appointments/:id/call',
    params: idParams,
    response: queueCallItem,
  }),
};
