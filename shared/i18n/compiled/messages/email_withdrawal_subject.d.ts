/**
* | output |
* | --- |
* | "Withdrawal acknowledged: {workshopTitle} ({reference})" |
*
* @param {Email_Withdrawal_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_withdrawal_subject: ((inputs: Email_Withdrawal_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Withdrawal_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Withdrawal_SubjectInputs = {
    workshopTitle: NonNullable<unknown>;
    reference: NonNullable<unknown>;
};
