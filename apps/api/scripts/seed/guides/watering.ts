import type { GuideDef } from "./types";

/** Care guide: watering through the UAE summer (issue 14: a real guide, published by the demo seed). */
export const wateringGuide: GuideDef = {
  title: {
    en: "Watering in the UAE summer",
    fr: "Arroser pendant l'été aux Émirats",
    ar: "الري في صيف الإمارات",
  },
  summary: {
    en: "From June to September heat, air conditioning and salty water change how plants drink. When, how much and how to keep plants alive while you travel.",
    fr: "De juin à septembre, la chaleur, la climatisation et l'eau calcaire changent les besoins des plantes. Quand arroser, combien, et comment partir en vacances sereinement.",
    ar: "من يونيو إلى سبتمبر تغيّر الحرارة والتكييف والمياه المالحة طريقة شرب النباتات. متى تسقي وكم، وكيف تحافظ على نباتاتك أثناء سفرك.",
  },
  body: {
    en: `Summer in the UAE means outdoor temperatures of 40-48 °C, humid nights on the coast and very dry air inland and indoors. Plants on a balcony and plants in an air-conditioned living room live in two different climates, so they need different watering.

## Outdoor plants: balconies and gardens

- **Water early.** Water before 8 am, or after sunset. At midday much of the water evaporates before the roots can use it, and wet leaves in full sun can scorch.
- **Soak deeply, less often.** A deep watering until water runs from the drainage holes teaches roots to grow down. A quick daily splash keeps roots near the hot surface.
- **Mulch.** A 5-8 cm layer of bark, gravel or coco chips keeps the soil up to several degrees cooler and slows evaporation.
- **Mind the pots.** Pots in the sun heat up fast: choose light colours, group pots so they shade each other, and lift them off hot tiles with pot feet. Terracotta dries out much faster than glazed or plastic pots.
- **Shade cloth** of 30-50 % over a balcony protects leafy plants through July and August.
- **Drip irrigation with a timer** is the most reliable way to water a garden: it puts water at the roots and wastes little.

In the peak of summer a potted plant on a sunny balcony may need water every day, sometimes twice. Check rather than guess.

## Indoor plants: the air-conditioning season

Indoors it is cool but the air is dry. Plants usually drink **less** than in spring, because they grow more slowly at 22-24 °C, while their leaves lose moisture to the dry air.

- **Check the soil first.** Push a finger 2-3 cm into the soil: water only when it feels dry at that depth (cacti and succulents: when the whole pot is dry).
- **Empty the saucer** 15 minutes after watering. Roots standing in water rot, and root rot kills more houseplants than drought.
- **Keep plants out of the cold blast** of AC vents, which dries leaves and can chill them.
- **Raise the humidity** for ferns and calatheas by grouping plants or standing them on a tray of wet pebbles. Misting helps only for a few minutes.

## About our water

Tap water here is desalinated and safe for plants, but minerals and salts from fertiliser build up in pots over time: a white crust on the soil or the pot's rim is the sign. Once a month, water slowly until plenty runs out of the drainage holes to flush them away. Use room-temperature water, never water straight from a sun-heated outdoor tap.

## Going away for the summer

- Move plants away from the windows and group them in a cooler room.
- Water thoroughly the day before you leave.
- Self-watering pots or a simple wick from a jar of water keep most plants going for two to three weeks.
- For longer trips, ask a neighbour or set a drip timer for the balcony.

Feed plants less in the hottest weeks: half-strength fertiliser once a month is plenty until the weather cools in October.`,
    fr: `L'été aux Émirats, ce sont 40 à 48 °C dehors, des nuits humides sur la côte et un air très sec à l'intérieur des terres comme dans les maisons. Une plante de balcon et une plante de salon climatisé vivent dans deux climats différents : elles ne s'arrosent pas de la même façon.

## Plantes d'extérieur : balcons et jardins

- **Arrosez tôt.** Avant 8 h, ou après le coucher du soleil. À midi, une grande partie de l'eau s'évapore avant d'atteindre les racines, et les feuilles mouillées en plein soleil peuvent brûler.
- **Arrosez abondamment, mais moins souvent.** Un arrosage généreux, jusqu'à ce que l'eau sorte par les trous de drainage, pousse les racines à descendre. Un petit arrosage quotidien les garde près de la surface brûlante.
- **Paillez.** Une couche de 5 à 8 cm d'écorce, de gravier ou de copeaux de coco garde la terre plus fraîche de plusieurs degrés et limite l'évaporation.
- **Attention aux pots.** Au soleil, les pots chauffent vite : préférez les couleurs claires, regroupez-les pour qu'ils se fassent de l'ombre et surélevez-les du carrelage brûlant. La terre cuite sèche bien plus vite qu'un pot émaillé ou en plastique.
- **Un voile d'ombrage** de 30 à 50 % au-dessus du balcon protège les plantes à feuillage en juillet et en août.
- **Le goutte-à-goutte avec programmateur** est la façon la plus sûre d'arroser un jardin : l'eau va aux racines et rien n'est gaspillé.

Au cœur de l'été, une plante en pot sur un balcon ensoleillé peut avoir besoin d'eau chaque jour, parfois deux fois. Vérifiez plutôt que de deviner.

## Plantes d'intérieur : la saison de la climatisation

À l'intérieur il fait frais, mais l'air est sec. Les plantes boivent en général **moins** qu'au printemps, car elles poussent plus lentement à 22-24 °C, tandis que leurs feuilles perdent de l'eau dans l'air sec.

- **Vérifiez d'abord la terre.** Enfoncez un doigt de 2 à 3 cm : n'arrosez que si elle est sèche à cette profondeur (cactus et succulentes : quand tout le pot est sec).
- **Videz la soucoupe** 15 minutes après l'arrosage. Des racines qui trempent pourrissent, et la pourriture des racines tue plus de plantes que la sécheresse.
- **Éloignez les plantes du souffle froid** des bouches de climatisation, qui dessèche et refroidit les feuilles.
- **Augmentez l'humidité** pour les fougères et les calatheas en regroupant les plantes ou en les posant sur un plateau de billes d'argile mouillées. La brumisation n'aide que quelques minutes.

## À propos de notre eau

L'eau du robinet est dessalée et convient aux plantes, mais les minéraux et les sels d'engrais s'accumulent dans les pots : une croûte blanche sur la terre ou le bord du pot en est le signe. Une fois par mois, arrosez lentement jusqu'à ce que beaucoup d'eau s'écoule par les trous de drainage pour les rincer. Utilisez de l'eau à température ambiante, jamais l'eau d'un robinet extérieur chauffé par le soleil.

## Partir pour l'été

- Éloignez les plantes des fenêtres et regroupez-les dans une pièce fraîche.
- Arrosez abondamment la veille du départ.
- Les pots à réserve d'eau, ou une simple mèche reliée à un bocal d'eau, tiennent la plupart des plantes deux à trois semaines.
- Pour un long voyage, demandez à un voisin ou programmez un goutte-à-goutte sur le balcon.

Nourrissez moins pendant les semaines les plus chaudes : un engrais à demi-dose une fois par mois suffit jusqu'à la fraîcheur d'octobre.`,
    ar: `الصيف في الإمارات يعني درجات حرارة خارجية بين 40 و48 درجة مئوية، وليالي رطبة على الساحل، وهواءً جافًا جدًا في المناطق الداخلية وداخل المنازل. فالنبتة على الشرفة والنبتة في غرفة مكيفة تعيشان في مناخين مختلفين، ولكل منهما طريقة ري مختلفة.

## النباتات الخارجية: الشرفات والحدائق

- **اسقِ مبكرًا.** اسقِ قبل الساعة الثامنة صباحًا أو بعد غروب الشمس. عند الظهر يتبخر جزء كبير من الماء قبل أن تستفيد منه الجذور، وقد تحترق الأوراق المبللة تحت الشمس المباشرة.
- **اسقِ بعمق وبمرات أقل.** الري الغزير حتى يخرج الماء من فتحات التصريف يشجع الجذور على النمو إلى الأسفل، أما الرشة اليومية السريعة فتبقي الجذور قرب السطح الحار.
- **استخدم الغطاء العضوي.** طبقة من 5 إلى 8 سم من اللحاء أو الحصى أو رقائق جوز الهند تبقي التربة أبرد بعدة درجات وتقلل التبخر.
- **انتبه إلى الأصص.** الأصص تحت الشمس تسخن بسرعة: اختر الألوان الفاتحة، واجمع الأصص معًا ليظلل بعضها بعضًا، وارفعها عن البلاط الحار بقواعد صغيرة. الفخار يجف أسرع بكثير من الأصص المزججة أو البلاستيكية.
- **شبك التظليل** بنسبة 30 إلى 50٪ فوق الشرفة يحمي النباتات الورقية خلال يوليو وأغسطس.
- **الري بالتنقيط مع مؤقت** هو أكثر الطرق موثوقية لري الحديقة: يوصل الماء إلى الجذور ويقلل الهدر.

في ذروة الصيف قد تحتاج النبتة في أصيص على شرفة مشمسة إلى الماء كل يوم، وأحيانًا مرتين. افحص التربة بدل التخمين.

## النباتات الداخلية: موسم التكييف

في الداخل يكون الجو باردًا لكن الهواء جاف. وغالبًا تشرب النباتات **أقل** مما تشرب في الربيع، لأنها تنمو ببطء في حرارة 22 إلى 24 درجة، بينما تفقد أوراقها الرطوبة في الهواء الجاف.

- **افحص التربة أولًا.** أدخل إصبعك 2 إلى 3 سم في التربة، ولا تسقِ إلا إذا كانت جافة عند هذا العمق (الصبار والعصاريات: عندما يجف الأصيص كله).
- **أفرغ الصحن** بعد 15 دقيقة من الري. الجذور الغارقة في الماء تتعفن، وتعفن الجذور يقتل نباتات أكثر مما يقتلها العطش.
- **أبعد النباتات عن تيار الهواء البارد** الخارج من فتحات التكييف، فهو يجفف الأوراق وقد يؤذيها بالبرد.
- **ارفع الرطوبة** للسرخس والكالاثيا بتجميع النباتات أو وضعها على صينية فيها حصى مبلل. الرش بالرذاذ لا يفيد إلا دقائق قليلة.

## عن المياه عندنا

مياه الصنبور هنا محلاة وآمنة للنباتات، لكن المعادن وأملاح السماد تتراكم في الأصص مع الوقت، وعلامتها قشرة بيضاء على التربة أو حافة الأصيص. مرة كل شهر، اسقِ ببطء حتى يخرج ماء كثير من فتحات التصريف ليغسل هذه الأملاح. استخدم ماءً بحرارة الغرفة، ولا تستخدم أبدًا ماء صنبور خارجي سخّنته الشمس.

## السفر في الصيف

- أبعد النباتات عن النوافذ واجمعها في غرفة أبرد.
- اسقها جيدًا في اليوم السابق لسفرك.
- الأصص ذاتية الري، أو فتيل بسيط موصول بوعاء ماء، تكفي معظم النباتات أسبوعين إلى ثلاثة.
- للسفر الطويل، اطلب المساعدة من جار أو اضبط مؤقت ري بالتنقيط للشرفة.

قلل التسميد في أشد الأسابيع حرارة: نصف الجرعة مرة في الشهر تكفي حتى يعتدل الجو في أكتوبر.`,
  },
};
