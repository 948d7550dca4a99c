/**
* | output |
* | --- |
* | "When the group's first session falls within the {days} days after you book, the workshop can start before your withdrawal period ends only if you ask for it ..." |
*
* @param {Terms_20261127_Early_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_early_text: ((inputs: Terms_20261127_Early_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Early_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Early_TextInputs = {
    days: NonNullable<unknown>;
};
