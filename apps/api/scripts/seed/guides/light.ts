import type { GuideDef } from "./types";

/** Care guide: light for houseplants (issue 14: a real guide, published by the demo seed). */
export const lightGuide: GuideDef = {
  title: {
    en: "Light for houseplants",
    fr: "La lumière des plantes d'intérieur",
    ar: "الضوء لنباتات الزينة الداخلية",
  },
  summary: {
    en: "How to read the light in a UAE home, which plants suit which window, and the signs that a plant needs more or less light.",
    fr: "Lire la lumière d'un logement aux Émirats, choisir la bonne fenêtre pour chaque plante et reconnaître les signes d'un manque ou d'un excès de lumière.",
    ar: "كيف تقرأ الضوء في منزلك في الإمارات، وأي النباتات تناسب أي نافذة، وما العلامات التي تدل على أن النبتة تحتاج إلى ضوء أكثر أو أقل.",
  },
  body: {
    en: `Light is a plant's food: without enough of it no amount of water or fertiliser will keep it healthy. Most problems we hear about in our shop (leggy stems, pale leaves, a plant that "just stopped growing") come down to light.

## Know your windows

In the UAE the sun is strong all year and stands high in summer. Each direction gives a different kind of light:

- **North-facing windows** give soft, even, indirect light all day. Ideal for ferns, calatheas, peace lilies and pothos.
- **East-facing windows** get gentle morning sun that is gone by midday. Most houseplants love this spot, including monsteras and philodendrons.
- **South- and west-facing windows** get hours of hot, direct sun, especially in the afternoon. Keep cacti, succulents, snake plants and ponytail palms here, or hang a sheer curtain for leafy plants.

Tinted glass and reflective window film, common in Dubai and Abu Dhabi apartments, cut much of the light. A room that looks bright to you may be dim for a plant.

## The shadow test

Hold your hand about 30 cm above the spot at midday:

1. A sharp, dark shadow means **bright direct light**.
2. A soft shadow with blurred edges means **bright indirect light**, what most tropical houseplants want.
3. A faint shadow, or none, means **low light**. Only ZZ plants, snake plants and some pothos cope here, and they grow slowly.

Light falls away fast: a plant two metres from a window gets a fraction of the light it would get on the sill.

## Signs to watch

- **Too little light:** long gaps between leaves, stems leaning towards the window, small new leaves, variegated leaves turning plain green, soil that stays wet for weeks.
- **Too much light:** bleached or yellow patches, brown crispy edges, leaves curling away from the window.

## Good habits

- **Turn your plants** a quarter turn every week or two so they grow evenly.
- **Move plants gradually.** When you change a plant's spot, do it over a week or two so its leaves can adapt.
- **Dust the leaves** every month with a damp cloth: our fine desert dust blocks light.
- **Use a grow light** in dark corners: a full-spectrum LED 30-50 cm above the plant for 10-12 hours a day works well.

Every plant in our shop shows its light needs on its product page, so you can match it to your windows before you buy.`,
    fr: `La lumière est la nourriture d'une plante : sans elle, ni l'eau ni l'engrais ne la garderont en bonne santé. La plupart des problèmes dont on nous parle (tiges qui s'allongent, feuilles pâles, plante qui « ne pousse plus ») viennent d'un manque de lumière.

## Connaître ses fenêtres

Aux Émirats, le soleil est fort toute l'année et très haut en été. Chaque orientation donne une lumière différente :

- **Fenêtres au nord** : une lumière douce, régulière et indirecte toute la journée. Idéal pour les fougères, les calatheas, les spathiphyllums et les pothos.
- **Fenêtres à l'est** : un doux soleil du matin qui disparaît vers midi. La plupart des plantes d'intérieur s'y plaisent, monsteras et philodendrons compris.
- **Fenêtres au sud et à l'ouest** : des heures de soleil direct et brûlant, surtout l'après-midi. Réservez-les aux cactus, succulentes, sansevierias et beaucarneas, ou posez un voilage pour les plantes à feuillage.

Les vitres teintées et les films réfléchissants, fréquents dans les appartements de Dubaï et d'Abou Dhabi, arrêtent une grande partie de la lumière. Une pièce qui vous paraît claire peut être sombre pour une plante.

## Le test de l'ombre

À midi, tenez votre main à environ 30 cm au-dessus de l'emplacement :

1. Une ombre nette et foncée : **lumière directe vive**.
2. Une ombre douce aux bords flous : **lumière vive indirecte**, celle que préfèrent la plupart des plantes tropicales.
3. Une ombre à peine visible, ou aucune : **faible lumière**. Seuls le zamioculcas, la sansevieria et certains pothos s'en contentent, et ils poussent lentement.

La lumière baisse très vite : à deux mètres d'une fenêtre, une plante n'en reçoit qu'une petite partie.

## Les signes à surveiller

- **Trop peu de lumière** : grands espaces entre les feuilles, tiges penchées vers la fenêtre, petites feuilles nouvelles, feuillage panaché qui devient vert uni, terre qui reste humide des semaines.
- **Trop de lumière** : taches décolorées ou jaunes, bords bruns et secs, feuilles qui se recourbent à l'opposé de la fenêtre.

## Les bonnes habitudes

- **Tournez vos plantes** d'un quart de tour toutes les une à deux semaines pour une pousse régulière.
- **Déplacez-les progressivement**, sur une ou deux semaines, pour que les feuilles s'adaptent.
- **Dépoussiérez les feuilles** chaque mois avec un chiffon humide : la fine poussière du désert bloque la lumière.
- **Utilisez une lampe de culture** dans les coins sombres : une LED à spectre complet à 30-50 cm de la plante, 10 à 12 heures par jour.

Chaque plante de notre boutique indique ses besoins en lumière sur sa fiche : vous pouvez la choisir selon vos fenêtres avant d'acheter.`,
    ar: `الضوء هو غذاء النبتة: من دونه لا يكفي أي قدر من الماء أو السماد لإبقائها بصحة جيدة. معظم المشكلات التي يحدّثنا عنها عملاؤنا، مثل السيقان الطويلة الضعيفة والأوراق الباهتة والنبتة التي «توقفت عن النمو»، سببها قلة الضوء.

## اعرف نوافذك

في الإمارات تكون الشمس قوية طوال العام ومرتفعة جدًا في الصيف. وكل اتجاه يعطي ضوءًا مختلفًا:

- **النوافذ الشمالية** تعطي ضوءًا ناعمًا ومتساويًا وغير مباشر طوال اليوم، وهي مثالية للسرخس والكالاثيا وزنبق السلام والبوثوس.
- **النوافذ الشرقية** تصلها شمس الصباح اللطيفة التي تختفي قبل الظهر، ويحبها معظم نباتات الزينة الداخلية ومنها المونستيرا والفيلوديندرون.
- **النوافذ الجنوبية والغربية** تصلها ساعات طويلة من الشمس المباشرة الحارة، خاصة بعد الظهر. ضع فيها الصبار والعصاريات ونبتة الثعبان ونخلة ذيل الحصان، أو علّق ستارة شفافة للنباتات ذات الأوراق.

الزجاج الملوّن وأفلام النوافذ العاكسة، المنتشرة في شقق دبي وأبوظبي، تحجب جزءًا كبيرًا من الضوء. فالغرفة التي تبدو لك مضيئة قد تكون معتمة بالنسبة إلى النبتة.

## اختبار الظل

عند الظهر، ارفع يدك نحو 30 سم فوق المكان:

1. ظل حاد وداكن يعني **ضوءًا مباشرًا ساطعًا**.
2. ظل خفيف بحواف ضبابية يعني **ضوءًا ساطعًا غير مباشر**، وهو ما تحتاجه معظم النباتات الاستوائية.
3. ظل باهت جدًا أو لا ظل يعني **ضوءًا منخفضًا**، ولا يتحمله إلا نبات الزاميا ونبتة الثعبان وبعض أنواع البوثوس، وتنمو فيه ببطء.

يضعف الضوء بسرعة كبيرة: النبتة التي تبعد مترين عن النافذة لا يصلها إلا جزء صغير مما يصلها على حافة النافذة.

## علامات يجب مراقبتها

- **ضوء قليل جدًا:** مسافات طويلة بين الأوراق، سيقان مائلة نحو النافذة، أوراق جديدة صغيرة، أوراق مبرقشة تتحول إلى اللون الأخضر الكامل، وتربة تبقى رطبة لأسابيع.
- **ضوء زائد:** بقع باهتة أو صفراء، حواف بنية جافة، وأوراق تنثني بعيدًا عن النافذة.

## عادات جيدة

- **أدِر نباتاتك** ربع دورة كل أسبوع أو أسبوعين لتنمو بشكل متوازن.
- **انقل النباتات تدريجيًا** على مدى أسبوع أو أسبوعين حتى تتأقلم أوراقها مع المكان الجديد.
- **امسح الغبار عن الأوراق** كل شهر بقطعة قماش مبللة، فغبار الصحراء الناعم يحجب الضوء.
- **استخدم مصباح نمو** في الزوايا المعتمة: مصباح LED كامل الطيف على بعد 30 إلى 50 سم من النبتة لمدة 10 إلى 12 ساعة يوميًا.

تعرض صفحة كل نبتة في متجرنا احتياجاتها من الضوء، لتختار ما يناسب نوافذك قبل الشراء.`,
  },
};
