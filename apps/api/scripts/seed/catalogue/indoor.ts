/** Indoor plants, part 1: foliage plants, succulents and cacti. Format: see parse.ts. */
export const INDOOR_FOLIAGE = `
[foliage-plants]
@ monstera-deliciosa | MON-DEL | monstera | 55 | bright_indirect moderate easy no 2 m | bestseller,air-purifying | colours=white,black,terracotta,sage;flags=featured
en Monstera Deliciosa | The Swiss cheese plant, loved for its glossy split leaves that grow bigger with every new frond. A fast, forgiving grower that brings a jungle feel to any living room.
fr Monstera deliciosa | Le célèbre « faux philodendron », apprécié pour ses grandes feuilles brillantes et découpées qui s'agrandissent à chaque nouvelle pousse. Une plante vigoureuse et indulgente qui apporte une touche de jungle à votre salon.
ar مونستيرا ديليسيوزا | نبات الجبن السويسري المحبوب بأوراقه اللامعة المشقوقة التي تكبر مع كل ورقة جديدة. نبات سريع النمو وسهل العناية يضفي لمسة استوائية على غرفة المعيشة.
@ fiddle-leaf-fig | FIC-LYR | stem:fiddle | 95 | bright_indirect moderate moderate no 2.5 m | bestseller,statement | sizes=17 cm,24 cm,30 cm;colours=white,terracotta;flags=big
en Fiddle Leaf Fig | A sculptural indoor tree with large, violin-shaped leaves and a strong upright trunk. Place it near a bright window and it will become the centrepiece of the room.
fr Figuier lyre | Un arbre d'intérieur sculptural aux grandes feuilles en forme de violon portées par un tronc bien droit. Près d'une fenêtre lumineuse, il deviendra la pièce maîtresse de votre intérieur.
ar تين الكمان | شجرة داخلية ذات حضور لافت بأوراق كبيرة على شكل كمان وجذع مستقيم قوي. ضعها قرب نافذة مشرقة لتصبح محور الغرفة.
@ rubber-plant-burgundy | FIC-ELA | stem:rubber | 60 | bright_indirect moderate easy no 2 m | air-purifying,beginner |
en Rubber Plant 'Burgundy' | Deep burgundy, almost black leaves with a rich gloss and ruby-red new shoots. Tough, easy going and happy in most bright rooms.
fr Caoutchouc 'Burgundy' | Des feuilles bordeaux presque noires, très brillantes, et de jeunes pousses rouge rubis. Robuste, facile à vivre et à l'aise dans la plupart des pièces lumineuses.
ar نبات المطاط 'بورجوندي' | أوراق بلون خمري داكن يكاد يكون أسود بلمعان غني، وبراعم جديدة حمراء كالياقوت. نبات قوي وسهل يناسب معظم الغرف المضيئة.
@ calathea-orbifolia | CAL-ORB | paddle:calathea | 75 | medium frequent expert yes 80 cm | pet-friendly,rare |
en Calathea Orbifolia | Huge round leaves striped in silver and soft green, one of the most elegant prayer plants. Loves humidity, filtered water and a spot away from direct sun.
fr Calathea orbifolia | De grandes feuilles rondes rayées d'argent et de vert tendre : l'une des plus élégantes des « plantes qui prient ». Elle aime l'humidité, l'eau filtrée et une place à l'abri du soleil direct.
ar كالاثيا أوربيفوليا | أوراق دائرية كبيرة مخططة بالفضي والأخضر الفاتح، وهي من أجمل نباتات الصلاة. تحب الرطوبة والماء المفلتر ومكاناً بعيداً عن الشمس المباشرة.
@ alocasia-polly | ALO-POL | paddle:alocasia | 60 | bright_indirect moderate expert no 60 cm | rare,new |
en Alocasia 'Polly' | The African mask plant: arrow-shaped, almost black-green leaves with bold white veins. A compact showpiece for a bright shelf or desk.
fr Alocasia 'Polly' | La « plante masque africain » : des feuilles en forme de flèche, vert très sombre, aux nervures blanches spectaculaires. Une pièce de collection compacte pour une étagère lumineuse.
ar ألوكاسيا 'بولي' | نبات القناع الأفريقي بأوراق على شكل سهم بلون أخضر داكن يكاد يكون أسود وعروق بيضاء بارزة. قطعة مميزة ومدمجة لرف أو مكتب مضيء.
@ bird-of-paradise | STR-NIC | paddle:bird | 110 | bright_indirect moderate moderate no 1.8 m | statement,bestseller | sizes=17 cm,24 cm,30 cm;colours=;flags=big
en Bird of Paradise | Strelitzia nicolai brings big, banana-like leaves and a resort feel to bright living spaces. Grows tall and elegant with plenty of light.
fr Oiseau de paradis | Le Strelitzia nicolai offre de grandes feuilles façon bananier et une ambiance d'hôtel de vacances aux pièces lumineuses. Il devient grand et élégant s'il reçoit beaucoup de lumière.
ar عصفور الجنة | يضفي الستريليتزيا نيكولاي أوراقاً كبيرة تشبه أوراق الموز وأجواء المنتجعات على المساحات المضيئة. ينمو طويلاً وأنيقاً مع الكثير من الضوء.
@ philodendron-heartleaf | PHI-HED | trail:heart | 40 | medium moderate easy no 2 m | beginner,low-light,hanging |
en Heartleaf Philodendron | Soft, heart-shaped leaves on long trailing vines that look lovely on a shelf or in a hanging pot. One of the easiest houseplants there is.
fr Philodendron cordatum | Des feuilles tendres en forme de cœur sur de longues tiges retombantes, parfaites sur une étagère ou en suspension. L'une des plantes d'intérieur les plus faciles qui soient.
ar فيلوديندرون قلبي الأوراق | أوراق ناعمة على شكل قلب تتدلى على سيقان طويلة، تبدو رائعة على الرفوف أو في الأصص المعلقة. من أسهل النباتات المنزلية على الإطلاق.
@ pilea-peperomioides | PIL-PEP | paddle:pilea | 45 | bright_indirect moderate easy yes 30 cm | pet-friendly,gift |
en Chinese Money Plant | Pilea peperomioides, with perfectly round, coin-like leaves on slender stems. It produces little pups you can pot up and share with friends.
fr Pilea peperomioides | La « plante à monnaie chinoise », aux feuilles parfaitement rondes comme des pièces sur de fines tiges. Elle produit des rejets que vous pourrez rempoter et offrir.
ar نبات المال الصيني | بيليا بيبيروميويدس بأوراق دائرية تماماً تشبه العملات على سيقان رفيعة. ينتج فسائل صغيرة يمكنك زراعتها ومشاركتها مع أصدقائك.
@ zz-plant | ZAM-ZAM | pinnate:zz | 60 | low low easy no 90 cm | low-light,beginner,bestseller | flags=featured
en ZZ Plant | Zamioculcas zamiifolia has waxy, deep green leaves and thrives on neglect. Perfect for offices and rooms with little daylight.
fr Plante ZZ | Le Zamioculcas zamiifolia arbore des feuilles cireuses vert profond et prospère même quand on l'oublie. Idéal pour les bureaux et les pièces peu éclairées.
ar نبات الزاميا | زاميوكولكاس زاميفوليا بأوراق شمعية خضراء داكنة ويزدهر حتى مع الإهمال. مثالي للمكاتب والغرف قليلة الضوء.
@ kentia-palm | HOW-FOR | pinnate:palm | 120 | medium moderate easy yes 2.5 m | pet-friendly,air-purifying,statement | sizes=17 cm,24 cm,30 cm;flags=big
en Kentia Palm | A graceful, slow-growing palm with arching dark green fronds that copes well with air conditioning. A classic for hotel lobbies and living rooms alike.
fr Palmier Kentia | Un palmier gracieux à croissance lente, aux palmes vert foncé arquées, qui supporte bien la climatisation. Un classique des halls d'hôtel comme des salons.
ar نخلة الكنتيا | نخلة أنيقة بطيئة النمو بسعف أخضر داكن مقوّس، تتحمّل التكييف جيداً. كلاسيكية في ردهات الفنادق وغرف المعيشة على حد سواء.
@ aglaonema-red | AGL-RED | paddle:aglaonema | 50 | low moderate easy no 50 cm | low-light,beginner,gift | colours=white,black
en Chinese Evergreen 'Red Siam' | Pointed green leaves splashed with pink and red that keep their colour even in lower light. A cheerful, undemanding plant for desks and side tables.
fr Aglaonema 'Red Siam' | Des feuilles pointues vert et rose, éclaboussées de rouge, qui gardent leurs couleurs même avec peu de lumière. Une plante gaie et peu exigeante pour bureaux et guéridons.
ar أجلونيما 'ريد سيام' | أوراق مدببة خضراء مرشوشة بالوردي والأحمر تحتفظ بألوانها حتى في الضوء المنخفض. نبات مبهج وقليل المتطلبات للمكاتب والطاولات الجانبية.
@ schefflera-arboricola | SCH-ARB | stem:schefflera | 55 | bright_indirect moderate easy no 1.5 m | beginner,air-purifying |
en Umbrella Tree | Schefflera arboricola forms a bushy little tree of glossy leaflets arranged like tiny umbrellas. Easy to shape and very tolerant of indoor conditions.
fr Schefflera arboricola | Il forme un petit arbre touffu aux folioles brillantes disposées comme de petits parapluies. Facile à tailler et très tolérant aux conditions d'intérieur.
ar شجرة المظلة | تكوّن شيفليرا أربوريكولا شجرة صغيرة كثيفة من الوريقات اللامعة المرتبة كمظلات صغيرة. سهلة التشكيل وتتحمّل ظروف الداخل جيداً.
@ boston-fern | NEP-BOS | pinnate:fern | 45 | medium frequent moderate yes 60 cm | pet-friendly,air-purifying,hanging |
en Boston Fern | Lush, feathery fronds that spill over the pot edge, ideal for bathrooms and hanging baskets. Keep it humid and it will reward you with fresh green growth all year.
fr Fougère de Boston | Des frondes luxuriantes et plumeuses qui débordent du pot, idéales pour la salle de bain ou en suspension. Maintenez-la dans l'humidité et elle restera d'un vert éclatant toute l'année.
ar سرخس بوسطن | سعف كثيف يشبه الريش يتدلى فوق حافة الأصيص، مثالي للحمامات والسلال المعلقة. حافظ على الرطوبة وسيكافئك بنمو أخضر منعش طوال العام.
@ money-tree-pachira | PAC-AQU | stem:schefflera | 85 | bright_indirect moderate easy yes 1.8 m | pet-friendly,gift | sizes=17 cm,24 cm
en Money Tree | Pachira aquatica with a braided trunk and glossy hand-shaped leaves, traditionally given for good fortune. A lovely housewarming or office-opening gift.
fr Arbre à monnaie | Un Pachira aquatica au tronc tressé et aux feuilles brillantes en forme de main, traditionnellement offert pour porter chance. Un beau cadeau de pendaison de crémaillère.
ar شجرة المال | باكيرا أكواتيكا بجذع مضفور وأوراق لامعة على شكل كف، تُهدى تقليدياً لجلب الحظ. هدية جميلة لمنزل جديد أو افتتاح مكتب.
@ prayer-plant-maranta | MAR-LEU | paddle:calathea | 40 | medium frequent moderate yes 30 cm | pet-friendly,hanging |
en Prayer Plant | Maranta leuconeura folds its patterned leaves upwards every evening, as if in prayer. Its red-veined foliage is a little work of art.
fr Maranta | La Maranta leuconeura replie ses feuilles décorées vers le haut chaque soir, comme pour prier. Son feuillage veiné de rouge est une petite œuvre d'art.
ar نبات الصلاة | يطوي المارانتا ليوكونيورا أوراقه المزخرفة إلى الأعلى كل مساء وكأنه يصلي. أوراقه ذات العروق الحمراء تحفة فنية صغيرة.
@ monstera-thai-constellation | MON-THA | monstera | 450 | bright_indirect moderate moderate no 2 m | rare,new | sizes=17 cm,24 cm;colours=white;flags=soldout
en Monstera 'Thai Constellation' | A collector's monstera with creamy, star-speckled variegation on every leaf. Grown from tissue culture, so the pattern is stable.
fr Monstera 'Thai Constellation' | Une monstera de collection aux panachures crème parsemées comme des étoiles sur chaque feuille. Issue de culture in vitro, son motif reste stable.
ar مونستيرا 'تاي كونستليشن' | مونستيرا للهواة بتبرقش كريمي يشبه النجوم على كل ورقة. مُنتجة بزراعة الأنسجة، لذا يبقى نمطها ثابتاً.

[succulents-cacti]
@ echeveria-elegans | ECH-ELE | rosette:echeveria | 25 | full_sun low easy yes 15 cm | pet-friendly,beginner,gift | sizes=9 cm,12 cm
en Echeveria 'Mexican Snowball' | A perfect rosette of powdery blue-green leaves with blush-pink tips. Give it your sunniest windowsill and very little water.
fr Echeveria elegans | Une rosette parfaite de feuilles bleu-vert poudrées aux pointes rosées. Offrez-lui le rebord de fenêtre le plus ensoleillé et très peu d'eau.
ar إيشيفيريا 'كرة الثلج المكسيكية' | وردة مثالية من أوراق زرقاء مخضرة مغبرة بأطراف وردية. ضعها على أكثر نوافذك إشراقاً واسقها قليلاً جداً.
@ jade-plant | CRA-OVA | rosette:jade | 35 | full_sun low easy no 1 m | beginner,gift |
en Jade Plant | Crassula ovata grows into a miniature tree with thick, shiny leaves edged in red. Said to bring prosperity, and it can live for decades.
fr Arbre de jade | Le Crassula ovata devient un arbre miniature aux feuilles épaisses et brillantes, bordées de rouge. On dit qu'il apporte la prospérité, et il peut vivre des décennies.
ar نبات اليشم | تنمو كراسولا أوفاتا لتصبح شجرة مصغرة بأوراق سميكة لامعة ذات حواف حمراء. يُقال إنها تجلب الرخاء، ويمكن أن تعيش لعقود.
@ zebra-haworthia | HAW-ZEB | rosette:haworthia | 25 | bright_indirect low easy yes 15 cm | pet-friendly,low-light,beginner | sizes=9 cm,12 cm
en Zebra Haworthia | Compact spiky rosettes striped with white bumps, happy in less light than most succulents. Perfect for a desk or bathroom shelf.
fr Haworthia zébré | De petites rosettes pointues rayées de blanc, qui se contentent de moins de lumière que la plupart des succulentes. Parfait pour un bureau ou une étagère de salle de bain.
ar هاورثيا الحمار الوحشي | ورود مدمجة مدببة مخططة بنتوءات بيضاء، تكتفي بضوء أقل من معظم العصاريات. مثالية للمكتب أو رف الحمام.
@ aloe-vera | ALO-VER | spiky:aloe | 35 | full_sun low easy no 60 cm | beginner,bestseller |
en Aloe Vera | The classic medicinal succulent with plump, serrated leaves full of soothing gel. Handy on a sunny kitchen windowsill.
fr Aloe vera | La succulente médicinale par excellence, aux feuilles charnues et dentelées pleines d'un gel apaisant. Pratique sur le rebord ensoleillé de la cuisine.
ar الصبار (ألوفيرا) | النبات العصاري الطبي الكلاسيكي بأوراق ممتلئة مسننة مليئة بالجل المهدئ. مفيد على نافذة مطبخ مشمسة.
@ golden-barrel-cactus | ECH-GRU | cactus:barrel | 45 | full_sun low easy no 60 cm | beginner | sizes=12 cm,17 cm,24 cm
en Golden Barrel Cactus | A perfect green globe ribbed with golden spines that glow in the sun. Slow growing and almost indestructible.
fr Coussin de belle-mère | Un globe vert parfait, côtelé d'épines dorées qui brillent au soleil. À croissance lente et presque indestructible.
ar صبار البرميل الذهبي | كرة خضراء مثالية مضلعة بأشواك ذهبية تتلألأ في الشمس. بطيء النمو ولا يكاد يُقهر.
@ peruvian-apple-cactus | CER-PER | cactus:column | 65 | full_sun low easy no 3 m | statement | sizes=17 cm,24 cm,30 cm;flags=big
en Peruvian Apple Cactus | A tall, blue-green column cactus that brings desert architecture indoors. Loves the sunniest spot you have.
fr Cierge du Pérou | Un grand cactus colonnaire bleu-vert qui apporte l'architecture du désert à l'intérieur. Il adore l'endroit le plus ensoleillé de la maison.
ar صبار التفاح البيروفي | صبار عمودي طويل بلون أزرق مخضر يجلب طابع الصحراء إلى الداخل. يحب أكثر الأماكن إشراقاً في منزلك.
@ bunny-ear-cactus | OPU-MIC | cactus:bunny | 30 | full_sun low easy no 40 cm | gift | sizes=9 cm,12 cm
en Bunny Ear Cactus | Opuntia microdasys grows in playful paired pads dotted with soft-looking golden glochids. Look, but don't touch!
fr Cactus oreilles de lapin | L'Opuntia microdasys forme des raquettes ludiques deux par deux, parsemées de glochides dorées d'apparence douce. À regarder sans toucher !
ar صبار أذن الأرنب | ينمو أوبونتيا ميكروداسيس على شكل ألواح مزدوجة مرحة مرقطة بأشواك ذهبية تبدو ناعمة. انظر ولا تلمس!
@ string-of-pearls | SEN-ROW | trail:pearls | 45 | bright_indirect low moderate no 90 cm trailing | hanging,gift |
en String of Pearls | Cascading strands of bead-like leaves that look stunning tumbling from a shelf or hanging pot. Water lightly and let the soil dry between drinks.
fr Plante chapelet | Des guirlandes de petites feuilles en forme de perles, superbes en cascade depuis une étagère ou une suspension. Arrosez légèrement et laissez sécher entre deux arrosages.
ar عقد اللؤلؤ | خيوط متدلية من أوراق تشبه حبات اللؤلؤ تبدو مذهلة وهي تنساب من رف أو أصيص معلق. اسقه قليلاً واترك التربة تجف بين الريّات.
@ succulent-trio-gift | SUC-TRI | rosette:mix | 89 | full_sun low easy yes 15 cm | gift,bestseller,pet-friendly | sizes=;colours=white,sage;flags=featured
en Succulent Trio Gift Set | Three hand-picked succulents planted together in a ceramic bowl, ready to gift. A little desert garden that needs water only every couple of weeks.
fr Coffret trio de succulentes | Trois succulentes choisies à la main, plantées ensemble dans une coupe en céramique, prêtes à offrir. Un petit jardin du désert à arroser toutes les deux semaines seulement.
ar طقم هدية ثلاثي العصاريات | ثلاث نباتات عصارية مختارة بعناية مزروعة معاً في وعاء خزفي وجاهزة للإهداء. حديقة صحراوية صغيرة لا تحتاج إلى الماء إلا كل أسبوعين تقريباً.
@ flowering-cactus-trio | CAC-TRI | cactus:trio:#f06292 | 55 | full_sun low easy no 25 cm | gift,new | sizes=;colours=terracotta,white
en Flowering Cactus Trio | Three compact cacti in one pot, one of them topped with a bright pink bloom. A cheerful, low-maintenance gift.
fr Trio de cactus fleuris | Trois cactus compacts dans un même pot, dont l'un est couronné d'une fleur rose vif. Un cadeau joyeux et sans entretien.
ar ثلاثي الصبار المزهر | ثلاث نباتات صبار مدمجة في أصيص واحد، يعلو أحدها زهرة وردية زاهية. هدية مبهجة وقليلة العناية.
@ ponytail-palm | BEA-REC | spiky:ponytail | 70 | full_sun low easy yes 1.5 m | pet-friendly,beginner |
en Ponytail Palm | A swollen, water-storing trunk topped with a fountain of long curly leaves. Not a true palm but a tough succulent that forgives missed waterings.
fr Pied d'éléphant | Un tronc renflé qui stocke l'eau, surmonté d'une fontaine de longues feuilles bouclées. Pas un vrai palmier, mais une succulente robuste qui pardonne les oublis d'arrosage.
ar نخلة ذيل الحصان | جذع منتفخ يخزّن الماء تعلوه نافورة من الأوراق الطويلة المجعدة. ليست نخلة حقيقية بل نبات عصاري قوي يسامح على نسيان الري.
@ african-milk-tree | EUP-TRI | cactus:column | 55 | full_sun low easy no 2 m | statement | sizes=17 cm,24 cm
en African Milk Tree | Euphorbia trigona grows upright, ridged stems lined with small leaves. Its sap is irritating, so handle with gloves.
fr Euphorbe trigone | L'Euphorbia trigona pousse en tiges dressées et anguleuses, bordées de petites feuilles. Sa sève est irritante : manipulez-la avec des gants.
ar شجرة الحليب الأفريقية | تنمو أوفوربيا تريغونا بسيقان قائمة مضلعة تحفّها أوراق صغيرة. عصارتها مهيّجة، لذا تعامل معها بالقفازات.
`;
