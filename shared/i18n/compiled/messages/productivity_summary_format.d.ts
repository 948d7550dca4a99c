/**
* | output |
* | --- |
* | "{duration}, {sessions}. Small groups of 4-6 teens, live online." |
*
* @param {Productivity_Summary_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_summary_format: ((inputs: Productivity_Summary_FormatInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Summary_FormatInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Summary_FormatInputs = {
    duration: NonNullable<unknown>;
    sessions: NonNullable<unknown>;
};
