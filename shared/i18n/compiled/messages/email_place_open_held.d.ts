/**
* | output |
* | --- |
* | "You are next on the waiting list, so we are holding it for you until {heldUntil}. Open the link to complete the booking; the place is yours once it is paid:" |
*
* @param {Email_Place_Open_HeldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_place_open_held: ((inputs: Email_Place_Open_HeldInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Place_Open_HeldInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Place_Open_HeldInputs = {
    heldUntil: NonNullable<unknown>;
};
