/**
* | output |
* | --- |
* | "Small groups of 4-6 teens" |
*
* @param {Productivity_Small_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_small_groups: ((inputs?: Productivity_Small_GroupsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Small_GroupsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Small_GroupsInputs = {};
