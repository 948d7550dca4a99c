/**
* | output |
* | --- |
* | "Groups of 4-6 teens" |
*
* @param {Home_Hero_Fact_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_hero_fact_groups: ((inputs?: Home_Hero_Fact_GroupsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Hero_Fact_GroupsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Hero_Fact_GroupsInputs = {};
