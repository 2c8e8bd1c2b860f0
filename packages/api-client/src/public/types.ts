// The shapes of the no-auth API under /api/public/clinics/{slug}: its contract's (@clinic/domain/contracts).
// The slot query and answer are the staff ones: the booking site uses the same slot code.
export type {
  PublicBooking,
  PublicBookingInput,
  PublicBookingKey,
  PublicCancelInput,
  PublicClinic,
  PublicDay,
  PublicDaysQuery,
  PublicSlot,
  PublicSlotQuery,
} from '@clinic/domain/contracts';
