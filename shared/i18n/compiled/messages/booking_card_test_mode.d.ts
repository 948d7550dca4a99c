/**
* | output |
* | --- |
* | "Test mode: no card is charged. Use {paid} (paid) or {declined} (declined), any future date and any CVC." |
*
* @param {Booking_Card_Test_ModeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_card_test_mode: ((inputs: Booking_Card_Test_ModeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Card_Test_ModeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Card_Test_ModeInputs = {
    paid: NonNullable<unknown>;
    declined: NonNullable<unknown>;
};
