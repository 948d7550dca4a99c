/**
* | output |
* | --- |
* | "You can also write to us at {email} from the e-mail address you booked with." |
*
* @param {Privacy_Write_To_UsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_write_to_us: ((inputs: Privacy_Write_To_UsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Write_To_UsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Write_To_UsInputs = {
    email: NonNullable<unknown>;
};
