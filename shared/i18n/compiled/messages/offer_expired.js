/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offer_ExpiredInputs */

const en_offer_expired = /** @type {(inputs: Offer_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This offer has expired. The place has been offered to the next family on the waiting list.`)
};

const fr_offer_expired = /** @type {(inputs: Offer_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette offre a expiré. La place a été proposée à la famille suivante sur la liste d'attente.`)
};

/**
* | output |
* | --- |
* | "This offer has expired. The place has been offered to the next family on the waiting list." |
*
* @param {Offer_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const offer_expired = /** @type {((inputs?: Offer_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offer_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_offer_expired(inputs)
	return en_offer_expired(inputs)
});