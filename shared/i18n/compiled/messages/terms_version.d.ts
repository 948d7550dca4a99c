/**
* | output |
* | --- |
* | "Version of {date}" |
*
* @param {Terms_VersionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_version: ((inputs: Terms_VersionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_VersionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_VersionInputs = {
    date: NonNullable<unknown>;
};
