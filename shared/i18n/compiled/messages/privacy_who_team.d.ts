/**
* | output |
* | --- |
* | "The {academyName} team who runs the bookings." |
*
* @param {Privacy_Who_TeamInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_who_team: ((inputs: Privacy_Who_TeamInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Who_TeamInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Who_TeamInputs = {
    academyName: NonNullable<unknown>;
};
