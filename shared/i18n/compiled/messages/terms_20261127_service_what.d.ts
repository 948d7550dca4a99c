/**
* | output |
* | --- |
* | "The academy runs live video workshops for teens aged 10 to 16, in small groups of 4 to 6 teens, each group led by a coach." |
*
* @param {Terms_20261127_Service_WhatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_service_what: ((inputs?: Terms_20261127_Service_WhatInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Service_WhatInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Service_WhatInputs = {};
