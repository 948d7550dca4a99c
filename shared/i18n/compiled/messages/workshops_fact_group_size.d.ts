/**
* | output |
* | --- |
* | "Group size" |
*
* @param {Workshops_Fact_Group_SizeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_fact_group_size: ((inputs?: Workshops_Fact_Group_SizeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workshops_Fact_Group_SizeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workshops_Fact_Group_SizeInputs = {};
