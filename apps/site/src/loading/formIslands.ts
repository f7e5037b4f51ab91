/**
 * The names of the islands that hold a public form (src/loading/island.tsx): the page declares the island, the form
 * asks whether it is hydrating its served HTML (`formOpenedAt`, src/lib/formTiming.ts).
 */
export const formIslands = { contact: 'contact-form', booking: 'booking-form' } as const;
