/**
 * A fasting day (Ramadan): Arabic "الفطور" / "الإفطار" is then the meal that breaks the fast at
 * sunset (iftar), not breakfast, so a bare hour next to it is the evening ("الفطور الساعة ٥:١٠" is
 * 17:10). The day is fasting when the text says so anywhere (رمضان, صايم, صيام, Ramadan, fasting).
 */

export const FASTING_DAY = /(?<!\p{L})(?:رمضان|صايم|صايمة|صائم|صائمة|صيام|ramadan|fasting)(?!\p{L})/iu;

/** The meal that breaks the fast, by its Arabic names (alone, they mean breakfast). */
export const FAST_BREAKING = /(?<!\p{L})(?:ال)?(?:فطور|إفطار|افطار)(?!\p{L})/u;
