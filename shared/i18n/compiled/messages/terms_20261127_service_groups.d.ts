/**
* | output |
* | --- |
* | "Each workshop runs in groups. A group meets on a set weekday and time, for the number of sessions and the session length shown on the workshop's page, from i..." |
*
* @param {Terms_20261127_Service_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_service_groups: ((inputs?: Terms_20261127_Service_GroupsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Service_GroupsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Service_GroupsInputs = {};
