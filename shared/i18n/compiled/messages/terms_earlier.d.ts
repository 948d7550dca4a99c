/**
* | output |
* | --- |
* | "This earlier version applied to the bookings made from {from} to {to}. The terms in force today are {link}." |
*
* @param {Terms_EarlierInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_earlier: ((inputs: Terms_EarlierInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_EarlierInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_EarlierInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
