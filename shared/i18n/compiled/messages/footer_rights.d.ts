/**
* | output |
* | --- |
* | "© {year} {academyName}. All rights reserved." |
*
* @param {Footer_RightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_rights: ((inputs: Footer_RightsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_RightsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_RightsInputs = {
    year: NonNullable<unknown>;
    academyName: NonNullable<unknown>;
};
