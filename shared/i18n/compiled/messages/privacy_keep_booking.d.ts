/**
* | output |
* | --- |
* | "{label}: kept for 10 years, because French law requires us to keep our accounts." |
*
* @param {Privacy_Keep_BookingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_booking: ((inputs: Privacy_Keep_BookingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Keep_BookingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Keep_BookingInputs = {
    label: NonNullable<unknown>;
};
