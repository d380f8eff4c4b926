/** Pots and planters, soil and fertiliser, seeds, tools and accessories. Format: see parse.ts. */
export const GOODS = `
[ceramic-pots]
@ classic-terracotta-pot | POT-TER | pot:tapered:plain | 18 | - | bestseller,eco | sizes=12 cm,17 cm,24 cm,30 cm;colours=terracotta
en Classic Terracotta Pot | Traditional unglazed clay pot with a rolled rim and drainage hole. Breathable walls help prevent overwatering.
fr Pot classique en terre cuite | Un pot traditionnel en argile non émaillée, à bord roulé et trou de drainage. Ses parois respirantes évitent l'excès d'eau.
ar أصيص فخاري كلاسيكي | أصيص تقليدي من الطين غير المزجج بحافة ملفوفة وفتحة تصريف. جدرانه المسامية تساعد على منع الإفراط في الري.
@ nordic-matte-pot | POT-NOR | pot:cylinder:plain | 45 | - | bestseller,gift | sizes=12 cm,17 cm,24 cm;colours=white,black,sage,pink;flags=featured
en Nordic Matte Ceramic Pot | A minimalist cylinder in a soft matte glaze, with a hidden drainage hole and matching saucer. Our best-selling pot.
fr Pot en céramique mate Nordic | Un cylindre minimaliste à l'émail mat et doux, avec trou de drainage discret et soucoupe assortie. Notre pot le plus vendu.
ar أصيص خزفي مطفي 'نورديك' | أسطوانة بسيطة بطلاء مطفي ناعم مع فتحة تصريف مخفية وصحن مطابق. الأصيص الأكثر مبيعاً لدينا.
@ ribbed-ceramic-planter | POT-RIB | pot:cylinder:ribbed | 55 | - | new | sizes=12 cm,17 cm,24 cm;colours=white,sand,charcoal
en Ribbed Ceramic Planter | Fine vertical ribs catch the light on this contemporary planter. Looks great grouped in different sizes.
fr Cache-pot en céramique nervurée | De fines nervures verticales jouent avec la lumière sur ce cache-pot contemporain. Superbe en groupe de plusieurs tailles.
ar أصيص خزفي مضلع | أضلاع رأسية دقيقة تلتقط الضوء في هذا الأصيص العصري. يبدو رائعاً عند تجميع أحجام مختلفة.
@ speckled-stoneware-pot | POT-SPK | pot:belly:speckle | 60 | - | gift | sizes=12 cm,17 cm,24 cm;colours=sand,cream
en Speckled Stoneware Pot | Hand-finished stoneware with a rounded belly and natural iron speckles, so each piece is unique.
fr Pot en grès moucheté | Un grès fini à la main au ventre arrondi et aux mouchetures de fer naturelles : chaque pièce est unique.
ar أصيص حجري مرقط | أصيص من الخزف الحجري مشغول يدوياً ببطن مستدير ونقاط حديد طبيعية، فكل قطعة فريدة.
@ dipped-glaze-pot | POT-DIP | pot:tapered:dipped | 50 | - | new,gift | sizes=12 cm,17 cm,24 cm;colours=navy,green,mustard
en Dipped Glaze Pot | Half glazed, half raw clay, with a wavy hand-dipped line. Adds a crafted touch to shelves and windowsills.
fr Pot à émail trempé | Moitié émaillé, moitié argile brute, avec une ligne ondulée trempée à la main. Une touche artisanale pour étagères et rebords de fenêtre.
ar أصيص بطلاء مغموس | نصفه مزجج ونصفه طين خام بخط متموج مغموس يدوياً. يضيف لمسة حرفية للرفوف وحواف النوافذ.
@ footed-bowl-planter | POT-FOT | pot:footed:plain | 65 | - | gift | sizes=17 cm,24 cm;colours=white,sage
en Footed Bowl Planter | A wide bowl on a slim foot, perfect for succulent arrangements and centrepieces.
fr Coupe sur pied | Une coupe évasée sur un pied fin, parfaite pour les compositions de succulentes et les centres de table.
ar وعاء زراعة بقاعدة | وعاء عريض على قاعدة نحيلة، مثالي لتنسيقات العصاريات وزينة الطاولات.
@ moroccan-band-pot | POT-MAR | pot:tapered:band | 55 | - | gift | sizes=17 cm,24 cm,30 cm;colours=blue,terracotta
en Moroccan Band Pot | Glazed ceramic with a painted band inspired by Moroccan tiles. A bold home for palms and large foliage plants.
fr Pot à bandeau marocain | Une céramique émaillée ornée d'un bandeau peint inspiré des zelliges marocains. Un bel écrin pour palmiers et grandes plantes vertes.
ar أصيص بشريط مغربي | خزف مزجج بشريط مرسوم مستوحى من البلاط المغربي. موطن جريء للنخيل والنباتات الورقية الكبيرة.
@ fibreclay-cube-planter | POT-CUB | pot:cube:plain | 95 | - | statement | sizes=30 cm,40 cm,50 cm;colours=grey,charcoal,sand;flags=inactive
en Fibreclay Cube Planter | Concrete-look cube made of lightweight fibreclay, frost and UV resistant. Ideal for terraces and entrances.
fr Bac cube en fibre d'argile | Un cube aspect béton en fibre d'argile légère, résistant au gel et aux UV. Idéal pour terrasses et entrées.
ar حوض مكعب من ألياف الطين | مكعب بمظهر الخرسانة من ألياف الطين الخفيفة، مقاوم للصقيع والأشعة فوق البنفسجية. مثالي للتراسات والمداخل.

[plastic-pots]
@ nursery-pots-5-pack | PLA-NUR | pot:grower:plain | 12 | - | eco | sizes=12 cm,17 cm,24 cm;colours=black
en Nursery Pots (Pack of 5) | Sturdy recycled-plastic growing pots with plenty of drainage. Perfect for repotting, propagation and seedlings.
fr Pots de culture (lot de 5) | Des pots de culture solides en plastique recyclé, avec un bon drainage. Parfaits pour le rempotage, les boutures et les semis.
ar أصص المشتل (5 قطع) | أصص زراعة متينة من البلاستيك المعاد تدويره مع تصريف وفير. مثالية لإعادة الزراعة والإكثار والشتلات.
@ recycled-plastic-pot | PLA-REC | pot:cylinder:plain | 15 | - | eco,bestseller | sizes=12 cm,17 cm,24 cm,30 cm;colours=sage,grey,white
en Recycled Plastic Pot | Lightweight, unbreakable and made from recycled plastic, with a removable drainage plug.
fr Pot en plastique recyclé | Léger, incassable et fabriqué en plastique recyclé, avec bouchon de drainage amovible.
ar أصيص من البلاستيك المعاد تدويره | خفيف الوزن وغير قابل للكسر ومصنوع من البلاستيك المعاد تدويره، مع سدادة تصريف قابلة للإزالة.
@ window-box-trough | PLA-TRO | pot:trough:plain | 35 | - | | sizes=50 cm,80 cm;colours=white,charcoal
en Window Box Trough | A long planter for herbs and flowers on sills and balcony railings, with a built-in drip tray.
fr Jardinière rectangulaire | Une longue jardinière pour herbes et fleurs sur rebords et garde-corps, avec soucoupe intégrée.
ar حوض نافذة مستطيل | حوض طويل للأعشاب والأزهار على حواف النوافذ ودرابزين الشرفات، مع صينية تصريف مدمجة.
@ balcony-cube-planter | PLA-CUB | pot:cube:plain | 45 | - | | sizes=30 cm,40 cm;colours=grey,charcoal,sand
en Balcony Cube Planter | A lightweight square planter with a stone-look finish that won't overload your balcony.
fr Bac carré pour balcon | Un bac carré léger à l'aspect pierre qui ne surchargera pas votre balcon.
ar حوض مربع للشرفة | حوض مربع خفيف الوزن بمظهر حجري لا يثقل شرفتك.
@ tall-tapered-planter | PLA-TAL | pot:tapered:plain | 75 | - | | sizes=40 cm,60 cm;colours=white,black
en Tall Tapered Planter | A tall, lightweight planter that lifts floor plants to eye level. Double-walled to keep roots cooler in summer.
fr Grand pot évasé | Un grand pot léger qui élève les plantes au sol à hauteur des yeux. Double paroi pour garder les racines au frais en été.
ar أصيص طويل مستدق | أصيص طويل خفيف يرفع النباتات الأرضية إلى مستوى النظر. بجدار مزدوج للحفاظ على برودة الجذور في الصيف.

[hanging-planters]
@ macrame-hanger-bowl | HNG-MAC | pot:hanging:plain | 85 | - | gift,hanging,bestseller | sizes=;colours=white,terracotta
en Macramé Hanger with Ceramic Bowl | Hand-knotted cotton macramé with a matching ceramic bowl, ready to hang. Ideal for trailing plants.
fr Suspension macramé avec coupe en céramique | Un macramé en coton noué à la main et sa coupe en céramique assortie, prêt à suspendre. Idéal pour les plantes retombantes.
ar معلّقة مكرمية مع وعاء خزفي | مكرمية قطنية معقودة يدوياً مع وعاء خزفي مطابق وجاهزة للتعليق. مثالية للنباتات المتدلية.
@ seagrass-hanging-basket | HNG-SEA | pot:hanging:weave | 65 | - | eco,hanging | sizes=;colours=natural
en Seagrass Hanging Basket | A woven seagrass basket with a waterproof liner and jute ropes. Brings a relaxed, natural look.
fr Suspension en jonc de mer | Un panier tressé en jonc de mer avec doublure étanche et cordes en jute. Pour une ambiance naturelle et détendue.
ar سلة معلقة من عشب البحر | سلة منسوجة من عشب البحر مع بطانة مقاومة للماء وحبال من الجوت. تضفي مظهراً طبيعياً هادئاً.
@ speckled-hanging-bowl | HNG-SPK | pot:hanging:speckle | 75 | - | hanging,new | sizes=;colours=sand,cream
en Speckled Hanging Bowl | A speckled stoneware bowl on leather-look straps, lovely with string of pearls or pothos.
fr Coupe suspendue mouchetée | Une coupe en grès moucheté sur des sangles effet cuir, superbe avec une plante chapelet ou un pothos.
ar وعاء معلق مرقط | وعاء من الخزف الحجري المرقط على أحزمة بمظهر الجلد، رائع مع عقد اللؤلؤ أو البوتس.
@ striped-hanging-planter | HNG-STR | pot:hanging:band | 70 | - | hanging | sizes=;colours=white,blue
en Striped Hanging Planter | A glazed planter with a contrasting painted stripe and a cotton rope hanger.
fr Suspension à rayure | Un pot émaillé orné d'une rayure contrastée, avec une suspension en corde de coton.
ar أصيص معلق مخطط | أصيص مزجج بشريط ملون متباين مع علاقة من حبل القطن.

[self-watering]
@ self-watering-pot-classic | SWP-CLA | pot:cylinder:gauge | 55 | - | bestseller,beginner | sizes=14 cm,20 cm,28 cm;colours=white,grey,sage
en Self-Watering Pot | A hidden reservoir and wick keep soil evenly moist for up to three weeks, with a water-level gauge on the side. Perfect for travellers.
fr Pot à réserve d'eau | Un réservoir caché et une mèche gardent le terreau humide jusqu'à trois semaines, avec jauge de niveau sur le côté. Parfait pour ceux qui voyagent.
ar أصيص ذاتي الري | خزان مخفي وفتيل يحافظان على رطوبة التربة حتى ثلاثة أسابيع، مع مؤشر لمستوى الماء على الجانب. مثالي لكثيري السفر.
@ self-watering-tapered | SWP-TAP | pot:tapered:gauge | 65 | - | | sizes=20 cm,28 cm;colours=white,charcoal
en Self-Watering Tapered Planter | The classic tapered shape with a built-in reservoir for thirsty plants like ferns and calatheas.
fr Pot évasé à réserve d'eau | La forme évasée classique avec réservoir intégré, pour les plantes gourmandes en eau comme les fougères et les calatheas.
ar أصيص مستدق ذاتي الري | الشكل المستدق الكلاسيكي مع خزان مدمج للنباتات العطشى مثل السراخس والكالاثيا.
@ self-watering-trough | SWP-TRO | pot:trough:gauge | 85 | - | edible | sizes=60 cm,80 cm;colours=white,charcoal
en Self-Watering Herb Trough | A long balcony trough with a large reservoir so your herbs survive the summer heat.
fr Jardinière à réserve pour aromates | Une longue jardinière de balcon avec un grand réservoir pour que vos herbes survivent à la chaleur de l'été.
ar حوض أعشاب ذاتي الري | حوض طويل للشرفة مع خزان كبير لتصمد أعشابك أمام حرارة الصيف.
@ self-watering-cube | SWP-CUB | pot:cube:gauge | 120 | - | statement | sizes=30 cm,40 cm;colours=grey,white
en Self-Watering Cube Planter | A large square planter with a reservoir for floor plants in offices and lobbies.
fr Bac cube à réserve d'eau | Un grand bac carré avec réservoir pour les plantes de sol dans les bureaux et les halls.
ar حوض مكعب ذاتي الري | حوض مربع كبير مع خزان للنباتات الأرضية في المكاتب والردهات.

[soil-fertiliser]
@ premium-potting-mix | SOI-POT | bag:soil:#5b7f3a | 22/59 | - | bestseller,organic | sizes=5 L,20 L;flags=featured
en Premium Potting Mix | Our peat-reduced indoor mix with coco coir, perlite and slow-release nutrients. Light, airy and ready to use.
fr Terreau premium | Notre terreau d'intérieur pauvre en tourbe, à base de fibre de coco, de perlite et d'engrais à libération lente. Léger, aéré et prêt à l'emploi.
ar خلطة تربة ممتازة | خلطتنا الداخلية قليلة الخث مع ألياف جوز الهند والبيرلايت ومغذيات بطيئة الإطلاق. خفيفة وجيدة التهوية وجاهزة للاستخدام.
@ cactus-succulent-mix | SOI-CAC | bag:cactus:#c27a3a | 20/49 | - | | sizes=5 L,20 L
en Cactus & Succulent Mix | Gritty, fast-draining soil with sand and pumice that keeps succulent roots healthy.
fr Terreau cactus et succulentes | Un substrat granuleux et drainant à base de sable et de pierre ponce pour des racines saines.
ar تربة الصبار والعصاريات | تربة خشنة سريعة التصريف مع الرمل والخفاف تحافظ على صحة جذور العصاريات.
@ orchid-bark-mix | SOI-ORC | bag:bark:#8a5fc0 | 25 | - | | sizes=5 L
en Orchid Bark Mix | Chunky pine bark with charcoal and perlite, giving orchid roots the air they need.
fr Substrat pour orchidées | De l'écorce de pin en morceaux avec du charbon et de la perlite, pour que les racines des orchidées respirent.
ar خلطة لحاء الأوركيد | لحاء صنوبر خشن مع الفحم والبيرلايت يمنح جذور الأوركيد الهواء الذي تحتاجه.
@ organic-compost | SOI-COM | bag:compost:#6b4a2a | 18/45 | - | organic,eco | sizes=10 L,40 L
en Organic Compost | Locally made compost to enrich sandy UAE soil and improve water retention in beds and pots.
fr Compost bio | Un compost produit localement pour enrichir les sols sableux des Émirats et améliorer la rétention d'eau.
ar سماد عضوي | سماد عضوي مصنوع محلياً لإثراء التربة الرملية في الإمارات وتحسين احتفاظها بالماء في الأحواض والأصص.
@ perlite | SOI-PER | bag:perlite:#4f7f8f | 19 | - | | sizes=5 L
en Horticultural Perlite | Lightweight volcanic granules that open up heavy soil and improve drainage.
fr Perlite horticole | Des granulés volcaniques légers qui allègent les terreaux lourds et améliorent le drainage.
ar بيرلايت زراعي | حبيبات بركانية خفيفة تفكك التربة الثقيلة وتحسّن التصريف.
@ leca-clay-pebbles | SOI-LEC | bag:clay:#b5653e | 29 | - | new | sizes=10 L
en LECA Clay Pebbles | Expanded clay balls for semi-hydroponics, drainage layers and top dressing.
fr Billes d'argile LECA | Des billes d'argile expansée pour la semi-hydroponie, les couches de drainage et le paillage décoratif.
ar كرات الطين ليكا | كرات من الطين الممدد للزراعة شبه المائية وطبقات التصريف وتغطية سطح التربة.
@ white-decorative-pebbles | SOI-PEB | bag:pebbles:#7a7a80 | 25 | - | | sizes=5 kg;flags=soldout
en White Decorative Pebbles | Polished white stones for top dressing pots and finishing garden paths.
fr Galets décoratifs blancs | Des galets blancs polis pour habiller le dessus des pots et les allées de jardin.
ar حصى زينة أبيض | أحجار بيضاء مصقولة لتزيين سطح الأصص وممرات الحديقة.
@ liquid-plant-food | FER-LIQ | bottle:#3f7a3a | 28/45 | - | bestseller | sizes=500 ml,1 L
en All-Purpose Liquid Plant Food | A balanced NPK feed with seaweed extract. Add a capful to your watering can every two weeks in the growing season.
fr Engrais liquide universel | Un engrais NPK équilibré aux extraits d'algues. Ajoutez un bouchon à l'arrosoir toutes les deux semaines en période de croissance.
ar سماد سائل متعدد الاستخدامات | سماد متوازن من النيتروجين والفوسفور والبوتاسيوم مع مستخلص الأعشاب البحرية. أضف غطاءً إلى إبريق الري كل أسبوعين في موسم النمو.
@ palm-citrus-fertiliser | FER-PAL | bag:granules:#d08a2a | 35 | - | | sizes=1 kg
en Palm & Citrus Fertiliser | Slow-release granules with magnesium and iron to keep palm fronds and citrus leaves deep green.
fr Engrais palmiers et agrumes | Des granulés à libération lente, enrichis en magnésium et en fer, pour des palmes et des feuilles d'agrumes bien vertes.
ar سماد النخيل والحمضيات | حبيبات بطيئة الإطلاق مع المغنيسيوم والحديد لتبقى أوراق النخيل والحمضيات خضراء داكنة.
@ orchid-mist-feed | FER-ORC | bottle:#b04a8a | 32 | - | new | sizes=250 ml
en Orchid Mist Feed | A ready-to-use spray feed that encourages new flower spikes on orchids.
fr Brumisateur nutritif pour orchidées | Un engrais en spray prêt à l'emploi qui favorise l'apparition de nouvelles hampes florales.
ar رذاذ تغذية الأوركيد | سماد رذاذ جاهز للاستخدام يشجع على ظهور سيقان زهرية جديدة في الأوركيد.

[seeds]
@ cherry-tomato-seeds | SED-TOM | packet:tomato:#d9412e | 12 | - | edible,beginner |
en Cherry Tomato Seeds | Sweet, prolific cherry tomatoes for pots and balcony gardens. Sow in October for a winter harvest.
fr Graines de tomate cerise | Des tomates cerises sucrées et productives pour les pots et les balcons. Semez en octobre pour une récolte en hiver.
ar بذور الطماطم الكرزية | طماطم كرزية حلوة وغزيرة الإنتاج للأصص وحدائق الشرفات. ازرعها في أكتوبر لحصاد شتوي.
@ chili-pepper-seeds | SED-CHI | packet:chili:#c0392b | 12 | - | edible |
en Chili Pepper Seeds | Hot, bright red chilies that love the UAE sun. A compact plant that crops for months.
fr Graines de piment | Des piments rouge vif et piquants qui adorent le soleil des Émirats. Une plante compacte qui produit pendant des mois.
ar بذور الفلفل الحار | فلفل أحمر زاهٍ حار يحب شمس الإمارات. نبات مدمج يثمر لأشهر.
@ cucumber-seeds | SED-CUC | packet:cucumber:#4f8a3c | 12 | - | edible |
en Mini Cucumber Seeds | Crunchy snack-size cucumbers, perfect for salads and lunch boxes. Grow up a small trellis.
fr Graines de mini-concombre | Des concombres croquants de petite taille, parfaits pour les salades et les boîtes à lunch. À faire grimper sur un petit treillage.
ar بذور الخيار الصغير | خيار مقرمش بحجم الوجبة الخفيفة، مثالي للسلطات وصناديق الغداء. اتركه يتسلق على تعريشة صغيرة.
@ lettuce-seeds | SED-LET | packet:lettuce:#7fbf4a | 10 | - | edible,beginner |
en Mixed Lettuce Seeds | A cut-and-come-again mix of green and red leaves. Ready to pick in about five weeks.
fr Graines de laitues mélangées | Un mélange de feuilles vertes et rouges à couper au fur et à mesure. Prêt à récolter en cinq semaines environ.
ar بذور خس مشكّل | مزيج من الأوراق الخضراء والحمراء يُقطف ثم ينمو من جديد. جاهز للقطف في نحو خمسة أسابيع.
@ sunflower-seeds | SED-SUN | packet:sunflower:#e9b730 | 12 | - | beginner,gift |
en Giant Sunflower Seeds | Towering sunflowers with dinner-plate heads that children love to grow.
fr Graines de tournesol géant | Des tournesols immenses aux fleurs grandes comme des assiettes, que les enfants adorent cultiver.
ar بذور دوار الشمس العملاق | دوار شمس شاهق برؤوس بحجم الأطباق يحب الأطفال زراعته.
@ zinnia-seeds | SED-ZIN | packet:zinnia:#e0457b | 10 | - | new |
en Zinnia Seeds | Bright, long-lasting flowers for cutting, in a mix of pink, orange and red.
fr Graines de zinnia | Des fleurs vives et durables à couper, dans un mélange de rose, d'orange et de rouge.
ar بذور الزينيا | أزهار زاهية تدوم طويلاً للقطف بمزيج من الوردي والبرتقالي والأحمر.
@ basil-seeds | SED-BAS | packet:herb:#5a9a3a | 10 | - | edible |
en Basil Seeds | Grow your own Genovese basil from seed on a sunny windowsill in just a few weeks.
fr Graines de basilic | Cultivez votre propre basilic grand vert à partir de graines sur un rebord ensoleillé, en quelques semaines.
ar بذور الريحان | ازرع ريحان جنوى بنفسك من البذور على نافذة مشمسة في بضعة أسابيع فقط.
@ strawberry-seeds | SED-STR | packet:strawberry:#d62f4a | 15 | - | edible,gift |
en Alpine Strawberry Seeds | Small, intensely sweet strawberries on neat plants for pots and hanging baskets.
fr Graines de fraise des bois | De petites fraises intensément sucrées sur des plants compacts, pour les pots et les suspensions.
ar بذور فراولة جبلية | فراولة صغيرة شديدة الحلاوة على نباتات مرتبة للأصص والسلال المعلقة.
@ wildflower-mix-seeds | SED-WLD | packet:flower:#8a5fc0 | 15 | - | eco |
en Pollinator Wildflower Mix | A colourful blend of annual flowers that attracts bees and butterflies.
fr Mélange de fleurs sauvages mellifères | Un mélange coloré de fleurs annuelles qui attire les abeilles et les papillons.
ar خليط أزهار برية للملقحات | مزيج ملون من الأزهار الحولية يجذب النحل والفراشات.
@ marigold-seeds | SED-MAR | packet:marigold:#f39c12 | 10 | - | beginner |
en Marigold Seeds | Easy, heat-tolerant French marigolds in gold and orange, great for edging beds.
fr Graines d'œillet d'Inde | Des œillets d'Inde faciles et résistants à la chaleur, jaune d'or et orange, parfaits en bordure.
ar بذور القطيفة | قطيفة فرنسية سهلة تتحمّل الحرارة بألوان ذهبية وبرتقالية، رائعة لتحديد الأحواض.

[tools-accessories]
@ hand-trowel | TOL-TRW | tool:trowel:#a8744e | 35 | - | | colours=
en Stainless Steel Hand Trowel | A sturdy trowel with a comfortable ash-wood handle for potting and planting.
fr Transplantoir en inox | Un transplantoir robuste au manche en frêne confortable, pour rempoter et planter.
ar مجرفة يدوية من الستانلس ستيل | مجرفة متينة بمقبض مريح من خشب الدردار للزراعة وإعادة الزراعة.
@ hand-fork | TOL-FRK | tool:fork:#a8744e | 35 | - | | colours=
en Hand Fork | Breaks up compacted soil and weeds with ease, with a matching ash-wood handle.
fr Griffe à main | Ameublit la terre tassée et arrache les mauvaises herbes sans effort, avec son manche en frêne assorti.
ar شوكة يدوية | تفكك التربة المتماسكة وتزيل الأعشاب الضارة بسهولة، بمقبض مطابق من خشب الدردار.
@ pruning-shears | TOL-PRU | tool:pruner | 65 | - | bestseller | colours=sage
en Bypass Pruning Shears | Sharp carbon-steel blades for clean cuts on stems up to 2 cm, with a safety lock.
fr Sécateur à lames franches | Des lames en acier carbone affûtées pour des coupes nettes sur des tiges jusqu'à 2 cm, avec verrou de sécurité.
ar مقص تقليم | شفرات حادة من الفولاذ الكربوني لقص نظيف للسيقان حتى 2 سم، مع قفل أمان.
@ garden-tool-set | TOL-SET | tool:set:#a8744e | 120 | - | gift | colours=;flags=featured
en Garden Tool Gift Set | Trowel, fork and pruning shears in a canvas roll, a thoughtful gift for new gardeners.
fr Coffret d'outils de jardin | Transplantoir, griffe et sécateur dans une trousse en toile : un cadeau attentionné pour les jardiniers débutants.
ar طقم أدوات الحديقة هدية | مجرفة وشوكة ومقص تقليم في حقيبة قماشية، هدية مدروسة للبستانيين الجدد.
@ metal-watering-can | TOL-CAN | tool:can | 75 | - | gift | colours=sage,white
en Indoor Watering Can | A 1.5 litre powder-coated can with a long, slim spout for precise watering.
fr Arrosoir d'intérieur | Un arrosoir de 1,5 litre en métal laqué, au bec long et fin pour un arrosage précis.
ar إبريق ري داخلي | إبريق سعة 1.5 لتر بطلاء بودرة وفوهة طويلة رفيعة للري الدقيق.
@ glass-plant-mister | TOL-MIS | tool:mister | 45 | - | | colours=clear,sage
en Glass Plant Mister | A fine-mist spray bottle in glass and brass to raise humidity for ferns and calatheas.
fr Brumisateur en verre | Un vaporisateur à brume fine en verre et laiton pour augmenter l'humidité des fougères et calatheas.
ar بخاخ زجاجي للنباتات | زجاجة رذاذ ناعم من الزجاج والنحاس لرفع الرطوبة للسراخس والكالاثيا.
@ gardening-gloves | TOL-GLV | tool:gloves | 30 | - | | colours=sage,pink
en Gardening Gloves | Breathable, water-resistant gloves with a grippy palm, for planting and light pruning.
fr Gants de jardinage | Des gants respirants et déperlants à paume antidérapante, pour planter et tailler.
ar قفازات الزراعة | قفازات قابلة للتهوية ومقاومة للماء بكف مانع للانزلاق، للزراعة والتقليم الخفيف.
@ soil-moisture-meter | TOL-MET | tool:meter:#3f7a3a | 40 | - | beginner,bestseller | colours=
en Soil Moisture Meter | No batteries needed: push the probe into the soil to see whether your plant needs water.
fr Humidimètre | Sans piles : enfoncez la sonde dans le terreau pour savoir si votre plante a besoin d'eau.
ar مقياس رطوبة التربة | لا يحتاج إلى بطاريات؛ أدخل المسبار في التربة لتعرف إن كان نباتك يحتاج إلى الماء.
@ coco-moss-pole | TOL-POL | tool:pole | 25/35 | - | | sizes=60 cm,90 cm
en Coco Coir Moss Pole | A natural support for climbing plants like monstera, pothos and philodendron.
fr Tuteur en fibre de coco | Un support naturel pour les plantes grimpantes comme le monstera, le pothos et le philodendron.
ar دعامة من ألياف جوز الهند | دعامة طبيعية للنباتات المتسلقة مثل المونستيرا والبوتس والفيلوديندرون.
@ wooden-plant-stand | TOL-STD | tool:stand | 95 | - | new | sizes=30 cm,50 cm
en Mid-Century Plant Stand | A solid acacia-wood stand that lifts pots off the floor, for a cleaner, more styled look.
fr Support de plante vintage | Un support en acacia massif qui surélève les pots pour un rendu plus soigné et décoratif.
ar حامل نباتات كلاسيكي | حامل من خشب الأكاسيا الصلب يرفع الأصص عن الأرض لمظهر أكثر أناقة وترتيباً.
`;
