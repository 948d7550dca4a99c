/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown>, total: NonNullable<unknown>, title: NonNullable<unknown> }} Home_Testimonials_AnnounceInputs */

const en_home_testimonials_announce = /** @type {(inputs: Home_Testimonials_AnnounceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Testimonial ${i?.position} of ${i?.total}: ${i?.title}`)
};

const fr_home_testimonials_announce = /** @type {(inputs: Home_Testimonials_AnnounceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Témoignage ${i?.position} sur ${i?.total} : ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Testimonial {position} of {total}: {title}" |
*
* @param {Home_Testimonials_AnnounceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonials_announce = /** @type {((inputs: Home_Testimonials_AnnounceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonials_AnnounceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_testimonials_announce(inputs)
	return en_home_testimonials_announce(inputs)
});