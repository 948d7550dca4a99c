/**
* | output |
* | --- |
* | "Many families are booking this group right now. Please try again in a few seconds." |
*
* @param {Group_BusyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const group_busy: ((inputs?: Group_BusyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_BusyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_BusyInputs = {};
